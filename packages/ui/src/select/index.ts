export { Option as SelectItem } from '../field/option-list';
export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './native-select';
export { Select, type SelectProps } from './select';
