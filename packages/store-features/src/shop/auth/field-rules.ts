import { emailSchema } from '@aurora-store/api';

/** What is wrong with a form, by field; a field with nothing wrong is absent. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/** Keeps the fields that have a problem, so an empty object means the form may be sent. */
export function formErrors<Field extends string>(
  problems: Record<Field, string | undefined>,
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(problems) as Field[]) {
    const problem = problems[field];
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function hasErrors<Field extends string>(errors: FormErrors<Field>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The server's own email rule, so the form refuses what the server would, in the spec's words. */
export function emailProblem(email: string): string | undefined {
  const result = emailSchema.safeParse(email);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A required text field: blank (spaces only) is empty. */
export function requiredProblem(value: string, message: string): string | undefined {
  return value.trim() === '' ? message : undefined;
}
