import { TextField } from '@aurora-store/ui';
import { useState } from 'react';
import { AccountSection } from './account-section';
import { type AddressValues, emptyAddress, maskZipCode } from './profile-form';

/**
 * The address fields of spec section 2. The account keeps no address, so nothing typed here is sent or
 * saved, and the section says so rather than let anyone believe otherwise.
 */
export function AddressFields() {
  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const edit = (field: keyof AddressValues) => (value: string) =>
    setAddress((current) => ({ ...current, [field]: value }));

  return (
    <AccountSection
      title="Address"
      description="Saved addresses are coming soon: these fields are not saved with your profile. Enter your address at checkout."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Address"
          autoComplete="street-address"
          value={address.address}
          onChange={edit('address')}
          className="sm:col-span-2"
        />
        <TextField label="City" autoComplete="address-level2" value={address.city} onChange={edit('city')} />
        <TextField
          label="State"
          autoComplete="address-level1"
          value={address.state}
          onChange={edit('state')}
        />
        <TextField
          label="ZIP Code"
          inputMode="numeric"
          autoComplete="postal-code"
          value={address.zipCode}
          onChange={(value) => setAddress((current) => ({ ...current, zipCode: maskZipCode(value) }))}
        />
      </div>
    </AccountSection>
  );
}
