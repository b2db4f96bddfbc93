export { Radio, type RadioProps, radioCircleVariants, radioVariants } from './radio';
export { RadioGroup, type RadioGroupProps } from './radio-group';
