export { Cell, Column, Row, Table, TableBody, TableHeader } from './table';
