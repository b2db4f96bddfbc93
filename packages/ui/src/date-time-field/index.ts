export { DateTimeField, type DateTimeFieldProps } from './date-time-field';
