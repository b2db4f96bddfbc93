export { OrderInvoice } from './order-invoice';
export { PackingSlip, PackingSlips } from './packing-slip';
export type { PrintableOrder } from './print-lines';
export { type PrintDocuments, type PrintDocumentsOptions, usePrintDocuments } from './use-print-documents';
