import { createHash } from "node:crypto";
import { promoSlides } from "@lotto/core";
import type { Db } from "../db";
import { currentRemoteConfig } from "../service/runtime-remote-config";
import type { WebDocument } from "./web-document";

/** The tokens the web build's prerender of home leaves in its promo placeholder (promo-first-paint.ts). */
const WIDE = "{promoArt}";
const CONDENSED = "{promoArtCondensed}";
const SLOT = /<picture[^>]* data-promo-art=""[^>]*>.*?<\/picture>/s;

/** The first promo slide's files of the remote config served now, as the home page's slider shows it. */
export interface PromoArt {
  wide: string;
  condensed: string;
}

/** True for a document whose first paint holds the promo slot. */
export const hasPromoSlot = (doc: WebDocument) => doc.html.includes(WIDE);

/** The slide the slider shows first (R-HOME): the same rule the app applies to the same config. */
export async function firstPromoArt(db: Db): Promise<PromoArt | null> {
  const config = await currentRemoteConfig(db);
  const first = promoSlides(config.promoSliderInfo, config.promoSliderMaxSlides)[0];
  if (!first) return null;
  return { wide: first.backgroundUrl, condensed: first.backgroundUrlCondensed || first.backgroundUrl };
}

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The document with the slot filled (or dropped when no slide shows), and an ETag that changes with
 * the artwork, so a browser keeping the page sees a new first slide on its next visit.
 */
export function withPromoArt(doc: WebDocument, art: PromoArt | null): WebDocument {
  const html = art
    ? doc.html.replaceAll(CONDENSED, attr(art.condensed)).replaceAll(WIDE, attr(art.wide))
    : doc.html.replace(SLOT, "");
  const key = art ? `${art.wide}\n${art.condensed}` : "";
  const etag = `"${createHash("sha256").update(`${doc.etag}\n${key}`).digest("base64url").slice(0, 27)}"`;
  return { html, etag };
}
