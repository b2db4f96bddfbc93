export { Cell, Column, Row, Table, TableBody, TableHeader } from './table';
export {
  TablePlaceholder,
  type TablePlaceholderColumn,
  type TablePlaceholderProps,
} from './table-placeholder';
