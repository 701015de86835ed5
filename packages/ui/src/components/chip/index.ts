export { Chip, ChipButton, type ChipButtonProps, type ChipProps, type ChipSize, type ChipTone } from "./chip";
