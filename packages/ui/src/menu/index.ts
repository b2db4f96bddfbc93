export { MenuTrigger, SubmenuTrigger } from 'react-aria-components';
export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  menuItemVariants,
} from './menu';
