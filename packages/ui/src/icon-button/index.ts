export { IconButton, type IconButtonProps, iconButtonVariants } from './icon-button';
