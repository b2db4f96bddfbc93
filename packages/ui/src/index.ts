export { AuroraBackground, type AuroraBackgroundProps } from './aurora-background';
export { Button, type ButtonProps, buttonVariants } from './button';
export { Checkbox, type CheckboxProps, checkboxBoxVariants, checkboxVariants } from './checkbox';
export {
  Description,
  FieldError,
  FieldGroup,
  fieldFrameStyles,
  fieldLayout,
  Input,
  Label,
  type LabelProps,
} from './field';
export { IconButton, type IconButtonProps, iconButtonVariants } from './icon-button';
export { cn } from './lib/cn';
export { composeTailwindRenderProps } from './lib/compose-tailwind-render-props';
export { focusRing } from './lib/focus-ring';
export { LinkButton, type LinkButtonProps } from './link-button';
export { NumberField, type NumberFieldProps } from './number-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
  radioCircleVariants,
  radioVariants,
} from './radio-group';
export { SearchField, type SearchFieldProps, SearchSuggestion } from './search-field';
export { Select, SelectItem, type SelectProps } from './select';
export { Spinner, type SpinnerProps, spinnerVariants } from './spinner';
export { Switch, type SwitchProps, switchThumbVariants, switchTrackVariants, switchVariants } from './switch';
export { TextField, type TextFieldProps } from './text-field';
export {
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
  toggleButtonGroupVariants,
  toggleButtonVariants,
} from './toggle-button-group';
