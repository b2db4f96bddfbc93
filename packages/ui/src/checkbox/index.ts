export { Checkbox, type CheckboxProps, checkboxBoxVariants, checkboxVariants } from './checkbox';
