import { TextField } from '@aurora-store/ui';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, if any: it marks the field invalid and is read out with it. */
  errorMessage: string | undefined;
}

/** The account's email, as login and forgot password ask for it: required, with the email keyboard and autofill. */
export function EmailField({ value, onChange, errorMessage }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      isRequired
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    />
  );
}
