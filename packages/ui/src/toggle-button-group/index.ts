export { ToggleButton, type ToggleButtonProps, toggleButtonVariants } from './toggle-button';
export {
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  toggleButtonGroupVariants,
} from './toggle-button-group';
