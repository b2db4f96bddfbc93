export { Chip, ChipGroup, type ChipGroupProps, type ChipProps } from './chip-group';
export { ToggleButton, type ToggleButtonProps, toggleButtonVariants } from './toggle-button';
export {
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  toggleButtonGroupVariants,
} from './toggle-button-group';
