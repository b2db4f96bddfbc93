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
