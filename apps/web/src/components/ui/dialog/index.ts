export { Dialog, type DialogProps } from "./dialog";
export { DialogFormButtons, type DialogFormButtonsProps } from "./dialog-form-buttons";
export { Modal, type ModalProps } from "./modal";
export { NameDialog, type NameDialogProps } from "./name-dialog";
