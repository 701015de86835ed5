import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The promo placeholder as a page's HTML holds it, with the server's artwork (or the build's tokens). */
const firstPaint = (wide: string, condensed: string) =>
  `<div data-testid="promo-placeholder"><picture data-promo-art=""><source media="(max-width: 599.98px)" srcset="${condensed}"><img src="${wide}" alt="" fetchpriority="high"></picture></div>`;

/** The modules as the app loads them: after the document, before the app's first render. */
async function load(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  vi.resetModules();
  const { firstPaintArt } = await import("./promo-first-paint");
  const { PromoPlaceholder } = await import("./promo-slider");
  return { firstPaintArt, PromoPlaceholder };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the promo placeholder's first-paint artwork", () => {
  it("keeps the artwork the server put in the page's first paint when the app takes over", async () => {
    const { firstPaintArt, PromoPlaceholder } = await load(firstPaint("/w.svg", "/c.svg"));
    expect(firstPaintArt()).toEqual({ wide: "/w.svg", condensed: "/c.svg" });
    const { container } = render(<PromoPlaceholder />);
    const picture = container.querySelector("[data-promo-art]");
    expect(picture?.querySelector("source")?.getAttribute("srcset")).toBe("/c.svg");
    const img = picture?.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/w.svg");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows the bare placeholder when the first paint had no artwork, or tokens the server did not fill", async () => {
    for (const html of [
      '<div data-testid="promo-placeholder"></div>',
      firstPaint("{promoArt}", "{promoArtCondensed}"),
    ]) {
      const { firstPaintArt, PromoPlaceholder } = await load(html);
      expect(firstPaintArt()).toBeUndefined();
      document.body.innerHTML = "";
      const { container } = render(<PromoPlaceholder />);
      expect(container.querySelector("[data-testid=promo-placeholder]")?.childElementCount).toBe(0);
    }
  });
});
