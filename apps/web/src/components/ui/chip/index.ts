export { Chip } from "./chip";
