export { TooltipTrigger } from 'react-aria-components';
export { Tooltip, type TooltipProps } from './tooltip';
