export { AdminProductFormPage, type AdminProductFormPageProps } from './admin-product-form-page';
export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './unsaved-changes-dialog';
