export { Dialog, type DialogProps } from "./dialog";
export { Modal, type ModalProps } from "./modal";
export { NameDialog, type NameDialogProps } from "./name-dialog";
