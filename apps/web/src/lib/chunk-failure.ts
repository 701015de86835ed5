import { createContext } from "react";

/**
 * Reports a failed dynamic import to the app shell (R-STATES chunk-load failure). Resolves true when the
 * shell reloads the page (show the spinner meanwhile), false when the error page must show.
 */
export type ReportChunkFailure = () => Promise<boolean>;

/** Given by the platform gate to the route error boundaries below it; null outside the gate. */
export const ChunkFailureContext = createContext<ReportChunkFailure | null>(null);
