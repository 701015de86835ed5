/**
 * How a special draw is marked beside its date. Its own file, free of the date code, so a view that only
 * shows the mark does not load Temporal with it.
 */
export const SPECIAL_DRAW_TEXT = "Special draw";
