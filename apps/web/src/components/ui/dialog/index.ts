export { Dialog, type DialogProps } from "./dialog";
export { DialogForm, DialogFormButtons, type DialogFormButtonsProps } from "./dialog-form";
export { Modal, type ModalProps } from "./modal";
export { NameDialog, type NameDialogProps } from "./name-dialog";
