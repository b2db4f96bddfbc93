export { ToastRegion, type ToastRegionProps } from './toast';
export {
  AuroraToastQueue,
  createToastQueue,
  MAX_VISIBLE_TOASTS,
  TOAST_TIMEOUT_MS,
  type ToastMessage,
  type ToastVariant,
} from './toast-queue';
export { toastVariants } from './toast-variants';
