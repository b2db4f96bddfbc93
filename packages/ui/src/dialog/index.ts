export { DialogTrigger } from 'react-aria-components';
export { Dialog, type DialogProps } from './dialog';
export { Modal, type ModalProps, modalVariants } from './modal';
