import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PromoArtwork } from "./promo-artwork";

describe("PromoArtwork", () => {
  it("offers the condensed crop to narrow screens and the wide one otherwise, as decoration", () => {
    const { container } = render(<PromoArtwork wide="/w.svg" condensed="/c.svg" />);
    const source = container.querySelector("source");
    expect(source?.getAttribute("srcset")).toBe("/c.svg");
    expect(source?.getAttribute("media")).toBe("(max-width: 599.98px)");
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/w.svg");
    expect(img?.getAttribute("alt")).toBe("");
  });

  it("serves the wide artwork alone when there is no condensed one", () => {
    const { container } = render(<PromoArtwork wide="/w.svg" />);
    expect(container.querySelector("source")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/w.svg");
  });

  it("removes the image when it fails to load, leaving the slide's placeholder background", () => {
    const { container } = render(<PromoArtwork wide="/gone.svg" condensed="/gone-c.svg" />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(container.querySelector("picture")).toBeNull();
  });
});
