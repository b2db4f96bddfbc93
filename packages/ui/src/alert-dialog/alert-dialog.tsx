import { type ReactNode, useState } from 'react';
import { Dialog, Heading, type ModalOverlayProps } from 'react-aria-components';
import { Button } from '../button';
import { Modal } from '../dialog/modal';
import { AlertIcon, InfoIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';

export interface AlertDialogProps extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirm button's label: say the action ("Delete product"), not "OK". */
  confirmLabel: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** `danger` for an action that destroys something. @default 'default' */
  variant?: 'default' | 'danger';
  /**
   * Runs on confirm. Return a promise to keep the dialog open with a pending confirm button until it settles:
   * it closes when the promise resolves and stays open when it rejects, so the caller can show its error
   * and the person can retry or cancel.
   */
  onConfirm: () => unknown;
}

/**
 * A confirmation (role `alertdialog`): a title, a message, Cancel and a confirm action. A click outside does
 * not close it, so it is never dismissed by accident; Escape cancels. Focus starts on Cancel for a danger
 * action and on the confirm button otherwise. Place it in a `DialogTrigger` after its trigger, or control it.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'default',
  onConfirm,
  ...modalProps
}: AlertDialogProps) {
  const [isPending, setPending] = useState(false);
  const isDanger = variant === 'danger';
  const StatusIcon = isDanger ? AlertIcon : InfoIcon;

  return (
    <Modal {...modalProps} size="sm" isKeyboardDismissDisabled={isPending}>
      <Dialog role="alertdialog" data-slot="alert-dialog" data-variant={variant} className="p-6 outline-0">
        {({ close }) => {
          const confirm = () => {
            const result = onConfirm();
            if (!(result instanceof Promise)) {
              close();
              return;
            }
            setPending(true);
            result.then(close, () => undefined).finally(() => setPending(false));
          };
          return (
            <>
              <div className="flex items-start gap-3">
                <StatusIcon
                  className={cn(
                    'mt-1 size-5 shrink-0 forced-colors:text-[CanvasText]',
                    isDanger ? 'text-danger' : 'text-info',
                  )}
                />
                <div className="flex flex-col gap-2">
                  <Heading slot="title" className="text-title text-foreground">
                    {title}
                  </Heading>
                  <div className="text-muted">{children}</div>
                </div>
              </div>
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                <Button variant="ghost" autoFocus={isDanger} isDisabled={isPending} onPress={close}>
                  {cancelLabel}
                </Button>
                <Button
                  variant={isDanger ? 'danger' : 'primary'}
                  autoFocus={!isDanger}
                  isPending={isPending}
                  onPress={confirm}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          );
        }}
      </Dialog>
    </Modal>
  );
}
