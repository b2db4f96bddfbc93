export { AlertDialog, type AlertDialogProps } from './alert-dialog';
