export { Alert, type AlertSeverity } from "./alert";
