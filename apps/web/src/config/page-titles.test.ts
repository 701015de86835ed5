import { GAMES } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { documentTitle, SITE_NAME } from "./page-titles";
import { paths } from "./paths";

describe("document titles", () => {
  it("gives every route of the table its own title, ending in the shop's name", () => {
    const titled = Object.entries(paths)
      .filter(([key]) => !["game", "login", "entries"].includes(key))
      .map(([, route]) => documentTitle(route.path));
    expect(new Set(titled).size).toBe(titled.length);
    for (const title of titled) expect(title.endsWith(SITE_NAME)).toBe(true);
    expect(titled).not.toContain(documentTitle("/no-such-page"));
  });

  it("names the page first", () => {
    expect(documentTitle("/")).toBe("Play Online");
    expect(documentTitle("/results")).toBe("Results · Play Online");
    expect(documentTitle("/wallet")).toBe("Wallet · Play Online");
    expect(documentTitle("/cart/")).toBe("Cart · Play Online");
    expect(documentTitle("/reset-password")).toBe("Reset your password · Play Online");
  });

  it("titles each game page with the game's name, and an unknown game or path as not found", () => {
    for (const game of GAMES) expect(documentTitle(`/games/${game.slug}`)).toBe(`${game.name} · Play Online`);
    expect(documentTitle("/games/no-such-game")).toBe("Page not found · Play Online");
    expect(documentTitle("/nowhere")).toBe("Page not found · Play Online");
  });
});
