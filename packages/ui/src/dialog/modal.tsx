import { cva, type VariantProps } from 'class-variance-authority';
import {
  composeRenderProps,
  ModalOverlay,
  type ModalOverlayProps,
  Modal as RACModal,
} from 'react-aria-components';
import { cn } from '../lib/cn';

/*
 * React Aria marks the first frame `data-entering` and the last `data-exiting`, so plain transitions fade
 * the backdrop and lift the panel in and out. Those states are `motion-safe:`: for people who ask for reduced
 * motion (theme.css stops every transition) the first frame is not see-through, and the dialog shows at once.
 */
const overlayStyles = [
  'fixed inset-0 z-50 flex h-(--visual-viewport-height) w-full items-center justify-center p-4',
  'bg-background/70 backdrop-blur-sm transition-opacity duration-base ease-standard',
  'motion-safe:data-entering:opacity-0 motion-safe:data-exiting:opacity-0',
].join(' ');

export const modalVariants = cva(
  [
    'flex max-h-full w-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-overlay',
    'transition-[opacity,scale] duration-base ease-standard',
    'motion-safe:data-entering:scale-95 motion-safe:data-exiting:scale-95',
    // Windows high contrast drops the fill and the shadow: a system-coloured border keeps the edge.
    'forced-colors:border-[CanvasText] forced-colors:bg-[Canvas]',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-3xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface ModalProps extends ModalOverlayProps {
  /** @default 'md' */
  size?: NonNullable<VariantProps<typeof modalVariants>['size']>;
}

/**
 * A centred panel over a dimmed page, holding one Dialog. Inside a `DialogTrigger` it opens from the trigger;
 * or control it with `isOpen` / `onOpenChange`. Escape closes it, and so does a click outside when
 * `isDismissable`. Focus is trapped inside while it is open and returns to the trigger when it closes.
 */
export function Modal({
  size = 'md',
  className,
  // The overlay owns the open state and dismissal; React Aria warns when the panel inside it is given them too.
  isDismissable,
  isKeyboardDismissDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  shouldCloseOnInteractOutside,
  isEntering,
  isExiting,
  UNSTABLE_portalContainer,
  ...panelProps
}: ModalProps) {
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      shouldCloseOnInteractOutside={shouldCloseOnInteractOutside}
      isEntering={isEntering}
      isExiting={isExiting}
      UNSTABLE_portalContainer={UNSTABLE_portalContainer}
      data-slot="modal-overlay"
      className={overlayStyles}
    >
      <RACModal
        {...panelProps}
        data-slot="modal"
        data-size={size}
        className={composeRenderProps(className, (consumerClassName) =>
          cn(modalVariants({ size }), consumerClassName),
        )}
      />
    </ModalOverlay>
  );
}
