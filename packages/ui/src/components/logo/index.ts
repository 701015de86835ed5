export { Logo, LogoMark, type LogoTone } from "./logo";
