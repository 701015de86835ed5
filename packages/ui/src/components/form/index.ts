export { ERROR_SUMMARY_TITLE, ErrorSummary, type ErrorSummaryItem } from "./error-summary";
export { EmailField, Field, PasswordField, type TextFieldProps } from "./field";
export { Form, FormColumn, FormError, type FormProps } from "./form";
export { CheckField, type CheckFieldDocument, SecurityQuestionSelect, SelectField } from "./form-controls";
export { PASSWORD_RULE_TEXT, PasswordChecklist } from "./password-checklist";
