/** A promo slide's artwork: the wide file, and the crop for narrow screens. */
export interface PromoArt {
  wide: string;
  condensed?: string | undefined;
}

/**
 * What the build's prerender of home puts in the promo placeholder: the server fills these with the
 * first slide's files of the remote config it serves (apps/server/src/plugins/promo-art.ts), so that
 * artwork, the page's largest paint, loads with the document instead of after the app and its calls.
 */
export const PROMO_ART_SLOT: PromoArt = { wide: "{promoArt}", condensed: "{promoArtCondensed}" };

/** Marks the slot's picture in the markup, for the server and for the app's takeover below. */
export const PROMO_ART_ATTRIBUTE = "data-promo-art";

/** The artwork the server put in the page's first paint, read before the app replaces that markup. */
function artOfDocument(): PromoArt | undefined {
  const picture = typeof document === "undefined" ? null : document.querySelector(`[${PROMO_ART_ATTRIBUTE}]`);
  const wide = picture?.querySelector("img")?.getAttribute("src");
  if (!wide || wide.includes("{")) return undefined;
  return { wide, condensed: picture?.querySelector("source")?.getAttribute("srcset") ?? undefined };
}

/**
 * Read as this module loads: the app loads the home page's chunk before its first render (main.tsx),
 * so the placeholder that render shows keeps the first paint's artwork until the slider replaces it.
 */
const FIRST_PAINT_ART = import.meta.env.SSR ? PROMO_ART_SLOT : artOfDocument();

/** The artwork the promo placeholder shows: the first paint's, or none. */
export const firstPaintArt = (): PromoArt | undefined => FIRST_PAINT_ART;
