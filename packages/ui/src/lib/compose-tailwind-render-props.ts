import { composeRenderProps } from 'react-aria-components';
import { cn } from './cn';

/**
 * Puts a component's own Tailwind classes under a consumer's `className`, which React Aria lets be a
 * string or a function of render props; the consumer's classes win conflicts.
 */
export function composeTailwindRenderProps<T>(
  className: string | ((renderProps: T) => string) | undefined,
  tailwind: string,
): string | ((renderProps: T) => string) {
  return composeRenderProps(className, (consumerClassName) => cn(tailwind, consumerClassName));
}
