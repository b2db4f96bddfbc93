import {
  Button,
  type QueuedToast,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import { AlertIcon, CheckIcon, InfoIcon, XIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import type { ToastMessage, ToastVariant } from './toast-queue';
import type { ToastRegionProps } from './toast-region-props';
import { toastVariants } from './toast-variants';

const variantIcons = {
  neutral: { Icon: InfoIcon, className: 'text-muted' },
  success: { Icon: CheckIcon, className: 'text-success' },
  danger: { Icon: AlertIcon, className: 'text-danger' },
  info: { Icon: InfoIcon, className: 'text-info' },
} satisfies Record<ToastVariant, { Icon: typeof InfoIcon; className: string }>;

function Toast({ toast }: { toast: QueuedToast<ToastMessage> }) {
  const variant = toast.content.variant ?? 'neutral';
  const { Icon, className: iconClassName } = variantIcons[variant];
  return (
    <RACToast
      toast={toast}
      data-slot="toast"
      data-variant={variant}
      className={(renderProps) => toastVariants({ ...renderProps, variant })}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0 forced-colors:text-[CanvasText]', iconClassName)} />
      <RACToastContent className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Text slot="title" className="font-medium text-sm">
          {toast.content.title}
        </Text>
        {toast.content.description && (
          <Text slot="description" className="text-muted text-sm">
            {toast.content.description}
          </Text>
        )}
      </RACToastContent>
      <Button
        slot="close"
        aria-label="Dismiss"
        className={({ isFocusVisible, isHovered }) =>
          cn(
            '-me-1.5 -mt-0.5 flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted',
            isHovered && 'bg-elevated-hover text-foreground',
            focusRing({ isFocusVisible }),
          )
        }
      >
        <XIcon className="size-4" />
      </Button>
    </RACToast>
  );
}

/** React Aria's toast region, drawn Aurora's way; `ToastRegion` loads it with the first toast. */
export function ToastList({ queue, className, 'aria-label': label = 'Notifications' }: ToastRegionProps) {
  return (
    <RACToastRegion<ToastMessage>
      queue={queue}
      aria-label={label}
      data-slot="toast-region"
      className={cn(
        'pointer-events-none fixed top-4 right-4 z-50 flex max-h-[calc(100dvh-2rem)] flex-col gap-2 overflow-hidden outline-0',
        className,
      )}
    >
      {({ toast }) => <Toast toast={toast} />}
    </RACToastRegion>
  );
}
