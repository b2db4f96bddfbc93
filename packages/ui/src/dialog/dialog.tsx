import { type ReactNode, useRef } from 'react';
import { Heading, Dialog as RACDialog, type DialogProps as RACDialogProps } from 'react-aria-components';
import { IconButton } from '../icon-button';
import { XIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { useIsOverflowing } from './use-is-overflowing';

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** The body; it scrolls when it is taller than the screen, while the heading and footer stay put. */
  children: ReactNode;
  /** Actions under the body; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Hide the ✕ button when the footer already offers a way out. @default false */
  hideCloseButton?: boolean;
}

/**
 * A titled dialog: heading, a close button, a body that scrolls and an optional footer. Put it in a Modal
 * (or a Popover); React Aria names it by its heading and moves focus into it on open.
 */
export function Dialog({
  title,
  children,
  footer,
  hideCloseButton = false,
  className,
  ...props
}: DialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  // A body that scrolls must take focus, or a keyboard user cannot scroll it (WCAG 2.1.1).
  const isBodyScrollable = useIsOverflowing(bodyRef);
  return (
    <RACDialog
      {...props}
      data-slot="dialog"
      className={cn('flex max-h-[inherit] min-h-0 flex-1 flex-col outline-0', className)}
    >
      {({ close }) => (
        <>
          {/* A div, not a header: outside sectioning content a header is a banner landmark, a second one beside
              the page's own while the page is not hidden (as the dialog animates out). */}
          <div data-slot="dialog-header" className="flex items-start justify-between gap-4 px-6 pt-5 pb-3">
            <Heading slot="title" className="text-title text-foreground">
              {title}
            </Heading>
            {!hideCloseButton && (
              <IconButton aria-label="Close" variant="ghost" size="sm" className="-me-2" onPress={close}>
                <XIcon />
              </IconButton>
            )}
          </div>
          <div
            ref={bodyRef}
            data-slot="dialog-body"
            tabIndex={isBodyScrollable ? 0 : undefined}
            className="min-h-0 flex-1 overflow-y-auto px-6 pb-5 text-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus-ring forced-colors:focus-visible:outline-[Highlight]"
          >
            {children}
          </div>
          {footer && (
            <footer
              data-slot="dialog-footer"
              className="flex flex-wrap justify-end gap-2 border-border border-t px-6 py-4"
            >
              {typeof footer === 'function' ? footer(close) : footer}
            </footer>
          )}
        </>
      )}
    </RACDialog>
  );
}
