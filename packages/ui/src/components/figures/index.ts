export { Figures } from "./figures";
