import { ORDER_HISTORY_CLEARED_MESSAGE } from '@aurora-store/api';
import { AlertDialog, Button, DialogTrigger } from '@aurora-store/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../common/api-client';
import { useToasts } from '../../common/toasts';
import { CLEAR_HISTORY_CONFIRMATION, CLEAR_HISTORY_FAILED_MESSAGE } from './order-messages';

/** Whether an SWR key belongs to the orders calls (orderKeys all start with 'orders'). */
const isOrdersKey = (key: unknown) => Array.isArray(key) && key[0] === 'orders';

/**
 * 'Clear History' behind the spec's confirmation. Confirming closes the dialog at once and the button stays
 * disabled until the call settles; the outcome arrives as a toast. (A confirm button left pending inside
 * the dialog would have React Aria announce it by id just before the dialog unmounts it, which leaves the
 * announcement pointing at nothing: an axe failure.)
 */
export function ClearHistoryAction({ onCleared }: { onCleared: () => void }) {
  const client = useApiClient();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const [isBusy, setBusy] = useState(false);

  const clearHistory = async () => {
    setBusy(true);
    try {
      const answer = await client.clearOrderHistory();
      toasts.success(answer.message ?? ORDER_HISTORY_CLEARED_MESSAGE);
      onCleared();
      await mutate(isOrdersKey);
    } catch {
      toasts.error(CLEAR_HISTORY_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogTrigger>
      <Button variant="outline" size="sm" isDisabled={isBusy} className="print:hidden">
        Clear History
      </Button>
      <AlertDialog
        title="Clear order history"
        variant="danger"
        confirmLabel="Clear History"
        onConfirm={() => {
          void clearHistory();
        }}
      >
        {CLEAR_HISTORY_CONFIRMATION}
      </AlertDialog>
    </DialogTrigger>
  );
}
