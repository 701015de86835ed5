export { Button, type ButtonSize, type ButtonVariant } from "./button";
