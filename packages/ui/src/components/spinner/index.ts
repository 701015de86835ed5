export { Spinner } from "./spinner";
