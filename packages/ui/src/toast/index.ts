export { ToastRegion, type ToastRegionProps, toastVariants } from './toast';
export {
  AuroraToastQueue,
  createToastQueue,
  MAX_VISIBLE_TOASTS,
  TOAST_TIMEOUT_MS,
  type ToastMessage,
  type ToastVariant,
} from './toast-queue';
