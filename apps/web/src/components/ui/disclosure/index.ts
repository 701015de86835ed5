export { Disclosure } from "./disclosure";
