export {
  ArrowDownIcon,
  ArrowUpIcon,
  DownloadIcon,
  EyeIcon,
  GripIcon,
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
  GridIcon,
  HeartIcon,
  ListIcon,
  LockIcon,
  LogoMark,
  MenuIcon,
  ReturnIcon,
  SlidersIcon,
  TruckIcon,
  UserIcon,
} from './store-icons';
