export { AlertDialog, type AlertDialogProps } from './alert-dialog';
export { AuroraBackground, type AuroraBackgroundProps } from './aurora-background';
export { Badge, type BadgeProps, type BadgeTone, badgeVariants, StatusBadge } from './badge';
export { Breadcrumb, type BreadcrumbProps, Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs';
export { Button, type ButtonProps, buttonVariants } from './button';
export { Card, CardBody, CardFooter, CardHeader, type CardProps, cardVariants } from './card';
export { Checkbox, type CheckboxProps, checkboxBoxVariants, checkboxVariants } from './checkbox';
export { CommandPalette, CommandPaletteAwaited, type CommandPaletteProps } from './command-palette';
export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export { DateTimeField, type DateTimeFieldProps } from './date-time-field';
export { Dialog, type DialogProps, DialogTrigger, Modal, type ModalProps, modalVariants } from './dialog';
export { Disclosure, type DisclosureProps } from './disclosure';
export { EmptyState, type EmptyStateProps } from './empty-state';
export {
  Description,
  FieldError,
  FieldGroup,
  fieldFrameStyles,
  fieldLayout,
  Input,
  Label,
  type LabelProps,
} from './field';
export { IconButton, type IconButtonProps, iconButtonVariants } from './icon-button';
export { Image, type ImageProps, type ImageSource, imageVariants } from './image';
export {
  Container,
  type ContainerProps,
  containerVariants,
  Grid,
  type GridProps,
  gridVariants,
  type LayoutElement,
  Stack,
  type StackProps,
  stackVariants,
} from './layout';
export { cn } from './lib/cn';
export { composeTailwindRenderProps } from './lib/compose-tailwind-render-props';
export { focusRing } from './lib/focus-ring';
export { LinkButton, type LinkButtonProps } from './link-button';
export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  MenuTrigger,
  menuItemVariants,
  SubmenuTrigger,
} from './menu';
export { type BarTone, barFillVariants, barTrackStyles, Meter, type MeterProps } from './meter';
export { NumberField, type NumberFieldProps } from './number-field';
export {
  type PageSummary,
  Pagination,
  type PaginationItem,
  type PaginationProps,
  pageSummary,
  paginationWindow,
} from './pagination';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { discountPercent, formatMoney, Price, type PriceProps, priceVariants, roundMoney } from './price';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
  radioCircleVariants,
  radioVariants,
} from './radio-group';
export {
  SearchBox,
  type SearchBoxProps,
  SearchField,
  type SearchFieldProps,
  SearchSuggestion,
} from './search-field';
export {
  NativeSelect,
  type NativeSelectOption,
  type NativeSelectProps,
  Select,
  SelectItem,
  type SelectProps,
} from './select';
export { Skeleton, type SkeletonProps, skeletonVariants } from './skeleton';
export { Spinner, type SpinnerProps, spinnerVariants } from './spinner';
export {
  MAX_STARS,
  StarRating,
  StarRatingInput,
  type StarRatingInputProps,
  type StarRatingProps,
  type StarSize,
  starRatingVariants,
} from './star-rating';
export { Switch, type SwitchProps, switchThumbVariants, switchTrackVariants, switchVariants } from './switch';
export {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  TablePlaceholder,
  type TablePlaceholderColumn,
  type TablePlaceholderProps,
} from './table';
export { Tab, TabList, TabPanel, Tabs, tabListVariants, tabVariants } from './tabs';
export { Tag, TagGroup, type TagGroupProps, tagVariants } from './tag-group';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { TextField, type TextFieldProps } from './text-field';
export {
  AuroraToastQueue,
  createToastQueue,
  MAX_VISIBLE_TOASTS,
  TOAST_TIMEOUT_MS,
  type ToastMessage,
  ToastRegion,
  type ToastRegionProps,
  type ToastVariant,
  toastVariants,
} from './toast';
export {
  Chip,
  ChipGroup,
  type ChipGroupProps,
  type ChipProps,
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
  toggleButtonGroupVariants,
  toggleButtonVariants,
} from './toggle-button-group';
export { Tooltip, type TooltipProps, TooltipTrigger } from './tooltip';
