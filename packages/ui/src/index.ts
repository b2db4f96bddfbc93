export { AuroraBackground, type AuroraBackgroundProps } from './aurora-background';
export { Button, type ButtonProps, buttonVariants } from './button';
export { cn } from './lib/cn';
export { composeTailwindRenderProps } from './lib/compose-tailwind-render-props';
export { focusRing } from './lib/focus-ring';
export { Spinner, type SpinnerProps, spinnerVariants } from './spinner';
