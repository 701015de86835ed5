export { Field } from "./field";
export { CheckField, SelectField } from "./form-controls";
export { PASSWORD_RULE_TEXT, PasswordChecklist } from "./password-checklist";
