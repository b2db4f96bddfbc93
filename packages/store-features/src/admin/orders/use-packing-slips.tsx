import { type ReactNode, useState } from 'react';
import { failureWithReason } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { PackingSlips, usePrintDocuments } from '../order-print';
import { useAdminApi } from '../shared';
import { PRINT_SLIPS_FAILED } from './admin-orders-messages';

export interface PackingSlipsPrint {
  /** Loads each order's detail (its lines and address) and prints one packing slip per order, in this order. */
  printSlips: (ids: readonly string[]) => Promise<void>;
  /** From the press until the print dialog opens. */
  isBusy: boolean;
  /** Render once in the screen: the slips print from it; it shows nothing on screen. */
  printArea: ReactNode;
}

/** Beyond the spec (issue 14): the packing slips of the selected orders, printed in one go. */
export function usePackingSlips(openPrintDialog?: () => void): PackingSlipsPrint {
  const admin = useAdminApi();
  const toasts = useToasts();
  const printing = usePrintDocuments({ openPrintDialog });
  const [isLoading, setIsLoading] = useState(false);

  const printSlips = async (ids: readonly string[]) => {
    if (isLoading || printing.isPreparing) return;
    setIsLoading(true);
    try {
      const answers = await Promise.all(ids.map((id) => admin.getAdminOrder(id)));
      printing.print(<PackingSlips orders={answers.map((answer) => answer.data.order)} />);
    } catch (failure) {
      toasts.error(failureWithReason(failure, PRINT_SLIPS_FAILED));
    } finally {
      setIsLoading(false);
    }
  };

  return { printSlips, isBusy: isLoading || printing.isPreparing, printArea: printing.printArea };
}
