import { type ProfileBody, type PublicUser, profileBodySchema } from '@aurora-store/api';
import { type FieldErrors, firstMessageByField } from './field-errors';

/** What the Profile tab sends: the profile update payload of spec section 3. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
}
export type ProfileField = keyof ProfileValues;

/** The address fields the tab shows but the account does not keep (spec section 2). */
export interface AddressValues {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export const emptyAddress: AddressValues = { address: '', city: '', state: '', zipCode: '' };

export function profileValuesOf(user: PublicUser): ProfileValues {
  return { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' };
}

/** The contract's own rules (names required, length limits, phone characters), so client and server agree. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  const result = profileBodySchema.safeParse(values);
  return result.success ? {} : firstMessageByField<ProfileField>(result.error.issues);
}

export function profileBodyOf(values: ProfileValues): ProfileBody {
  return { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() };
}

/** Spec section 5's input masks: a phone is digits, at most 10; a zip code digits, at most 5. */
export const PHONE_DIGITS = 10;
export const ZIP_DIGITS = 5;

export function maskPhone(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

export function maskZipCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, ZIP_DIGITS);
}
