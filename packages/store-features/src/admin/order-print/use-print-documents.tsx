import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { loadCode128Encoder } from './barcode';
import { PrintArea } from './print-area';

export interface PrintDocuments {
  /**
   * Prints these documents (OrderInvoice, PackingSlip, PackingSlips ...): loads the barcode library, puts
   * them on the page, and opens the print dialog once they are drawn. They leave after printing.
   */
  print: (documents: ReactNode) => void;
  /** From the call until the print dialog opens: the Print button shows it is working. */
  isPreparing: boolean;
  /** Render it once, anywhere in the screen: the documents print from it, and it shows nothing on screen. */
  printArea: ReactNode;
}

export interface PrintDocumentsOptions {
  /** The browser's print dialog. @default window.print (a story passes a spy) */
  openPrintDialog?: () => void;
  /**
   * The documents the browser's own Print (Ctrl+P, the menu) prints from this screen, instead of the screen
   * itself: the order detail's invoice and packing slip. Their barcode library is loaded ahead for it.
   */
  onBrowserPrint?: () => ReactNode;
}

interface PrintJob {
  id: number;
  documents: ReactNode;
}

const browserPrint = () => window.print();

/**
 * Prints an order's papers from any screen: the order detail (its invoice and packing slip) or the orders
 * list (the packing slips of the selected orders).
 */
export function usePrintDocuments({
  openPrintDialog = browserPrint,
  onBrowserPrint,
}: PrintDocumentsOptions = {}): PrintDocuments {
  const [job, setJob] = useState<PrintJob | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const latest = useRef({ openPrintDialog, onBrowserPrint, job });
  useEffect(() => {
    latest.current = { openPrintDialog, onBrowserPrint, job };
  });

  const print = useCallback((documents: ReactNode) => {
    setIsPreparing(true);
    // Without the library (offline) the papers still print: the order number is there in text.
    const barcodes = loadCode128Encoder().catch(() => undefined);
    void barcodes.then(() => setJob((last) => ({ id: (last?.id ?? 0) + 1, documents })));
  }, []);

  // Once the documents are committed: wait for a frame (laid out and painted) and the fonts, then print.
  useEffect(() => {
    if (!job) return;
    let isCurrent = true;
    const frame = requestAnimationFrame(() => {
      void document.fonts.ready.then(() => {
        if (!isCurrent) return;
        setIsPreparing(false);
        latest.current.openPrintDialog();
      });
    });
    return () => {
      isCurrent = false;
      cancelAnimationFrame(frame);
    };
  }, [job]);

  // The browser's own Print: the documents must be on the page before it lays the page out, so they are
  // committed at once, in its beforeprint event.
  const printsOnBrowserPrint = onBrowserPrint !== undefined;
  useEffect(() => {
    if (!printsOnBrowserPrint) return;
    void loadCode128Encoder().catch(() => undefined);
    const mountDocuments = () => {
      const { job: current, onBrowserPrint: documentsFor } = latest.current;
      if (current || !documentsFor) return;
      flushSync(() => setJob({ id: 0, documents: documentsFor() }));
    };
    window.addEventListener('beforeprint', mountDocuments);
    return () => window.removeEventListener('beforeprint', mountDocuments);
  }, [printsOnBrowserPrint]);

  // The dialog closed, printed or not: the documents leave the page.
  useEffect(() => {
    const clear = () => setJob(null);
    window.addEventListener('afterprint', clear);
    return () => window.removeEventListener('afterprint', clear);
  }, []);

  const printArea = job ? <PrintArea key={job.id}>{job.documents}</PrintArea> : null;
  return { print, isPreparing, printArea };
}
