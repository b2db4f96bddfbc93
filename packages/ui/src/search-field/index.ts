export { Option as SearchSuggestion } from '../field/option-list';
export { SearchField, type SearchFieldProps } from './search-field';
