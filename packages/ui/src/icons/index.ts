export {
  ArrowDownIcon,
  ArrowUpIcon,
  DownloadIcon,
  EyeIcon,
  GripIcon,
  LockIcon,
  PencilIcon,
  PlusIcon,
  PrinterIcon,
  ShieldIcon,
  StatusIcon,
  TrashIcon,
} from './action-icons';
export {
  AnalyticsIcon,
  CategoriesIcon,
  CouponsIcon,
  DashboardIcon,
  OrdersIcon,
  ProductsIcon,
  RevenueIcon,
  StorefrontIcon,
  UsersIcon,
} from './admin-icons';
export { GitHubIcon, GoogleIcon } from './brand-icons';
export { Icon, type IconProps } from './icon';
export {
  ArrowLeftIcon,
  CartIcon,
  CheckIcon,
  ChevronIcon,
  CloseIcon,
  CompareIcon,
  HeartIcon,
  LogoMark,
  MenuIcon,
  SlidersIcon,
  UserIcon,
} from './store-icons';
