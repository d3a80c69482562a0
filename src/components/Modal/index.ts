export { Modal, MODAL_SIZES } from './Modal';
export type { ModalProps, ModalContentProps, ModalTitleProps } from './Modal';
