/** A form's errors, one message per field, as fields show them. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message a schema reported for each top-level field; later ones wait until that one is fixed. */
export function firstMessageByField<Field extends string>(issues: readonly Issue[]): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<Field>;
}

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Editing a field clears its error (spec section 5); the others stay until they are edited too. */
export function withoutError<Field extends string>(
  errors: FieldErrors<Field>,
  field: Field,
): FieldErrors<Field> {
  if (!errors[field]) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest as FieldErrors<Field>;
}
