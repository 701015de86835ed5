export { AutoplaySetupDialog, type AutoplaySetupDialogProps } from "./autoplay-setup-dialog";
export { AUTOPLAY_FORM_TEXT, type AutoplayChoice, AutoplaySetupForm } from "./autoplay-setup-form";
