/**
 * Docs-page parameters for stories of fixed-position UI (dialogs, the login card, bars, overlays, tour
 * popovers): each story gets its own frame on the docs page, so it draws inside its preview instead of
 * over the page (or not at all).
 */
export const overlayDocs = { docs: { story: { inline: false, height: "640px" } } } as const;
