import { ORDER_HISTORY_CLEARED_MESSAGE, orderKeys } from '@aurora-store/api';
import { AlertDialog, Button, DialogTrigger } from '@aurora-store/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../common/api-client';
import { useToasts } from '../../common/toasts';
import { CLEAR_HISTORY_CONFIRMATION, CLEAR_HISTORY_FAILED } from './account-messages';
import { AccountSection } from './account-section';

/** The clear-order-history action behind the spec's confirmation (section 8, 'Confirmations'). */
export function ClearOrderHistory() {
  const client = useApiClient();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const [isClearing, setClearing] = useState(false);

  // A rejection keeps the confirmation open (AlertDialog's contract), so the shopper can retry or cancel.
  const clear = async () => {
    setClearing(true);
    try {
      const answer = await client.clearOrderHistory();
      await mutate((key) => Array.isArray(key) && key[0] === orderKeys.all[0]);
      toasts.success(answer.message ?? ORDER_HISTORY_CLEARED_MESSAGE);
    } catch (error) {
      toasts.error(CLEAR_HISTORY_FAILED);
      throw error;
    } finally {
      setClearing(false);
    }
  };

  return (
    <AccountSection
      title="Clear Order History"
      description="Removes your past orders from your account. This cannot be undone."
      action={
        <DialogTrigger>
          <Button variant="danger" size="sm" isDisabled={isClearing}>
            Clear Order History
          </Button>
          <AlertDialog
            title="Clear order history?"
            confirmLabel="Clear History"
            variant="danger"
            onConfirm={clear}
          >
            {CLEAR_HISTORY_CONFIRMATION}
          </AlertDialog>
        </DialogTrigger>
      }
    />
  );
}
