import { type Coupon, couponMailingKeys, couponMailingRefusal, couponStatus } from '@aurora-store/api';
import { Button, Dialog, Modal, Spinner } from '@aurora-store/ui';
import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import {
  COUNT_SUBSCRIBERS_FAILED_MESSAGE,
  COUNTING_SUBSCRIBERS,
  couponMailingTitle,
  EMAIL_COUPON_FAILED_MESSAGE,
  lastSentText,
  MAILING_EXPLAINED,
  NOBODY_SUBSCRIBED,
} from './coupon-mailing-words';

export interface CouponMailingDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The coupon asked about; kept while the dialog closes, so its words do not change as it fades. */
  coupon: Coupon | null;
  /** The time the coupon's status is read at. */
  now: Date;
  /** The admin's time zone, which the last send is shown in. */
  timeZone: string;
}

/**
 * 'Email to subscribers' asks first, naming how many shoppers get the coupon and when it last went out. A coupon
 * no shopper can use is explained and not sent; with nobody subscribed only Close is offered. The send names the
 * last send it was confirmed against, so a second press, or a retry, never mails everyone twice: the server
 * refuses it, the toast says why and the dialog shows the send that went out.
 */
export function CouponMailingDialog({
  isOpen,
  onOpenChange,
  coupon,
  now,
  timeZone,
}: CouponMailingDialogProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const [isSending, setSending] = useState(false);
  const refusal = coupon ? couponMailingRefusal(couponStatus(coupon, now)) : null;
  const { data, error, isLoading, mutate } = useSWR(
    isOpen && coupon && !refusal ? couponMailingKeys.mailing(coupon._id) : null,
    ([, , , id]) => admin.getCouponMailing(id),
    { shouldRetryOnError: false },
  );
  const mailing = data?.data;
  const code = coupon?.code ?? '';
  const canSend = !refusal && mailing !== undefined && mailing.recipients > 0;

  const send = async () => {
    if (!coupon || !mailing || isSending) return;
    setSending(true);
    try {
      const answer = await admin.sendCouponMailing(coupon._id, { ifLastEmailedAt: mailing.lastEmailedAt });
      if (answer.message) toasts.success(answer.message);
      onOpenChange(false);
    } catch (failure) {
      toasts.error(failureMessage(failure, EMAIL_COUPON_FAILED_MESSAGE));
    } finally {
      setSending(false);
      // Sent or refused, the count and the last send may have moved: the dialog shows them as they are now.
      void mutate();
    }
  };

  const body = (): ReactNode => {
    if (refusal) return <p>{refusal}</p>;
    if (!mailing && (isLoading || !error)) {
      return (
        <p role="status" className="flex items-center gap-2">
          <Spinner size="sm" isDecorative />
          {COUNTING_SUBSCRIBERS}
        </p>
      );
    }
    if (!mailing) return <p role="alert">{failureMessage(error, COUNT_SUBSCRIBERS_FAILED_MESSAGE)}</p>;
    const lastSent = lastSentText(mailing, timeZone);
    return (
      <div className="flex flex-col gap-2">
        <p>{mailing.recipients === 0 ? NOBODY_SUBSCRIBED : MAILING_EXPLAINED}</p>
        {lastSent && <p className="text-foreground">{lastSent}</p>}
      </div>
    );
  };

  const canRetryLoad = !refusal && !mailing && error !== undefined && !isLoading;
  const isAnswered = refusal !== null || (mailing !== undefined && mailing.recipients === 0);

  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange} isKeyboardDismissDisabled={isSending}>
      <Dialog
        role="alertdialog"
        title={couponMailingTitle(code, refusal ? undefined : mailing?.recipients)}
        hideCloseButton
        footer={(close) => (
          <>
            {/* Mailing every subscriber is not undone: the focus starts on the way out, as for a delete. */}
            <Button variant="ghost" autoFocus isDisabled={isSending} onPress={close}>
              {isAnswered || canRetryLoad ? 'Close' : 'Cancel'}
            </Button>
            {canRetryLoad && (
              <Button variant="secondary" onPress={() => void mutate()}>
                Try again
              </Button>
            )}
            {!isAnswered && !canRetryLoad && (
              <Button isDisabled={!canSend} isPending={isSending} onPress={() => void send()}>
                Send emails
              </Button>
            )}
          </>
        )}
      >
        {body()}
      </Dialog>
    </Modal>
  );
}
