export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
