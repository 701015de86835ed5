/** The Chromium binary: `CHROMIUM_PATH`, else Debian's. */
export declare const CHROMIUM_PATH: string;
/** Flags for every Chromium this repository starts. */
export declare const CHROMIUM_ARGS: string[];
