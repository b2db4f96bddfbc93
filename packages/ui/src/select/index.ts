export { Option as SelectItem } from '../field/option-list';
export { Select, type SelectProps } from './select';
