import { cva } from 'class-variance-authority';
import {
  Button,
  type QueuedToast,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { AlertIcon, CheckIcon, InfoIcon, XIcon } from '../lib/icons';
import type { AuroraToastQueue, ToastMessage, ToastVariant } from './toast-queue';

/*
 * Text stays `foreground` on the surface for AA contrast in every variant; the variant shows in the icon
 * and the edge, and the icon differs per variant so the meaning does not rest on colour alone.
 */
export const toastVariants = cva(
  [
    'pointer-events-auto flex w-80 max-w-full items-start gap-3 rounded-control border border-s-4 bg-elevated',
    'px-4 py-3 text-foreground shadow-overlay outline-0',
    'transition-[opacity,translate] duration-base ease-standard data-entering:translate-x-4 data-entering:opacity-0',
    'data-exiting:translate-x-4 data-exiting:opacity-0',
    'forced-colors:border-[CanvasText] forced-colors:bg-[Canvas] forced-colors:text-[CanvasText]',
  ],
  {
    variants: {
      variant: {
        neutral: 'border-border border-s-border-strong',
        success: 'border-border border-s-success',
        danger: 'border-border border-s-danger',
        info: 'border-border border-s-info',
      },
      isFocusVisible: {
        true: focusRing({ isFocusVisible: true }),
        false: focusRing({ isFocusVisible: false }),
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

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

export interface ToastRegionProps {
  /** The queue from `createToastQueue()`. */
  queue: AuroraToastQueue;
  /** @default 'Notifications' */
  'aria-label'?: string;
  className?: string;
}

/**
 * Where toasts appear: top-right, newest on top (React Aria's queue lists newest first), each for 4 s, up to 20 at once. Render it once, at the
 * app's root. It is a landmark (F6 reaches it), and hovering or focusing it pauses the timers so a toast
 * does not vanish while someone reads it.
 */
export function ToastRegion({ queue, className, 'aria-label': label = 'Notifications' }: ToastRegionProps) {
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
