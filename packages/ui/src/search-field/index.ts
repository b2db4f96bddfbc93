export { Option as SearchSuggestion } from '../field/option-list';
export { SearchBox, type SearchBoxProps } from './search-box';
export { SearchField, type SearchFieldProps } from './search-field';
