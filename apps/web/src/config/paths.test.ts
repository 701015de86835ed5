import { GAME_SLUGS, gameById } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { isOpenPath, isProtectedPath, paths } from "./paths";

describe("paths", () => {
  it("lets visitors open the pages of docs/decisions.md#d1", () => {
    for (const p of ["/", "/results", "/contactus", "/play-responsibly", "/activate", "/reset-password"]) {
      expect(isOpenPath(p)).toBe(true);
    }
    for (const slug of GAME_SLUGS) expect(isOpenPath(paths.game.getHref(slug))).toBe(true);
  });

  it("protects the account pages", () => {
    for (const p of [
      "/account-setup",
      "/account",
      "/favourites",
      "/wallet",
      "/tickets",
      "/membership",
      "/cart",
    ]) {
      expect(isOpenPath(p)).toBe(false);
      expect(isProtectedPath(p)).toBe(true);
    }
    expect(isProtectedPath("/nowhere")).toBe(false);
  });

  it("builds hrefs with their queries", () => {
    expect(paths.wallet.getHref(1)).toBe("/wallet?tab=1");
    expect(paths.account.getHref(0)).toBe("/account?tab=0");
    expect(paths.game.getHref("powerball", "started")).toBe("/games/powerball?gameStatus=started");
    expect(paths.game.forGame(gameById(5132), "preview", { quickPick: 2 })).toBe(
      "/games/powerball?gameStatus=preview&quickPick=2",
    );
    expect(paths.game.forGame(gameById(5127), "started", { favouriteId: 7 })).toBe(
      "/games/saturday-lotto?gameStatus=started&favouriteId=7",
    );
  });
});
