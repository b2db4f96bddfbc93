import { useState } from 'react';
import { IconButton } from '../icon-button';
import { EyeIcon, EyeOffIcon } from '../icons/control-icons';
import { TextField, type TextFieldProps } from '../text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'>;

/**
 * A TextField whose input hides its characters until the person asks to see them. The toggle is a
 * real button in the tab order, named for what it will do ("Show password" / "Hide password").
 */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      type={isRevealed ? 'text' : 'password'}
      data-slot="password-field"
      suffix={
        <IconButton
          variant="ghost"
          size="sm"
          className="me-1.5"
          aria-label={isRevealed ? 'Hide password' : 'Show password'}
          isDisabled={props.isDisabled}
          onPress={() => setRevealed((revealed) => !revealed)}
        >
          {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
