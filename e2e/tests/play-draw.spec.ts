import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { createActivatedPlayer } from "../support/new-player";
import { playerApi as api, walletBalance as balance, centsOf, depositByApi } from "../support/player-api";

const root = resolve(import.meta.dirname, "../..");

// support/serve.mjs starts the server on a fresh temp DATA_DIR holding its operator token. Other
// journey servers on this machine have their own: the newest that our port accepts is ours.
function serverDataDirs(): string[] {
  return readdirSync(tmpdir())
    .filter((d) => d.startsWith("play-online-e2e-") && existsSync(join(tmpdir(), d, "operator-token")))
    .map((d) => join(tmpdir(), d))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .slice(0, 4);
}

/** `npm run draw -- draw:run --game <id>` against the journey's server (issue 5 operator CLI). */
function runDraw(gameId: number, port: string) {
  let failure: unknown = new Error("no e2e server data directory found");
  for (const dataDir of serverDataDirs()) {
    try {
      execFileSync("npm", ["run", "--silent", "draw", "--", "draw:run", "--game", String(gameId)], {
        cwd: root,
        env: { ...process.env, PORT: port, DATA_DIR: dataDir },
        stdio: "pipe",
      });
      return;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/**
 * Cash 3 boards that win whatever is drawn (games.md §6): 'any order' on each of the 120 sets of three
 * different digits and the 90 with a pair, 'exact' on the 10 triples. 220 boards at 50c.
 */
function everyOutcome(): { numbers: number[]; type: 1 | 2 }[] {
  const boards: { numbers: number[]; type: 1 | 2 }[] = [];
  for (let a = 0; a <= 9; a++)
    for (let b = a; b <= 9; b++)
      for (let c = b; c <= 9; c++) boards.push({ numbers: [a, b, c], type: a === c ? 1 : 2 });
  return boards;
}

/** The boards as cart tickets of at most 50 boards (Cash 3's limit) for `draw` (spec §3 Cart ticket). */
function coveringCart(draw: number) {
  const boards = everyOutcome();
  const tickets = [];
  for (let i = 0; i * 50 < boards.length; i++) {
    const chunk = boards.slice(i * 50, i * 50 + 50);
    tickets.push({
      id: `cover-${i}`,
      draw_num: draw,
      draw_numbers: [draw],
      added_draw_number: draw,
      cost: chunk.length * 50,
      play_type: "Standard",
      coupon: {
        game_id: 2116,
        advance_draw: 0,
        multi_draw: 1,
        system: 0,
        powerpik: false,
        game_data: chunk.map((board, j) => ({
          group_name: String.fromCharCode(65 + (j % 26)) + (j >= 26 ? String(Math.floor(j / 26)) : ""),
          numbers: board.numbers,
          powerball: null,
          quickpick: 0,
          stake: 1,
          type: board.type,
        })),
      },
    });
  }
  return tickets;
}

test.describe("play: a draw settles a bought ticket", () => {
  test("Cash 3 covering every outcome, drawn with draw:run: Results verify, Tickets show the win, the wallet the credit", async ({
    page,
    request,
    baseURL,
  }) => {
    // Sign-up, a deposit, 220 boards and a CLI draw: the slowest journey, about a minute on CI.
    test.setTimeout(150_000);
    // A fresh player: the journey's balance must not move with other journeys' purchases.
    await loginAndSetUp(page, await createActivatedPlayer(request, "draw"), "200");
    await depositByApi(page, 15_000);
    const { playerId } = await api<{ playerId: string }>(page, "GET", "/user/details");
    const games = await api<Record<string, { upcoming_draw: { draw_number: number } }>>(
      page,
      "GET",
      "/games",
    );
    const cart = coveringCart(games["2116"]!.upcoming_draw.draw_number);
    // The cart lives in local storage per player and survives a reload (spec §4 Cart).
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [`${playerId}_cart`, JSON.stringify(cart)],
    );

    await page.goto("/cart");
    await expect(page.getByRole("list", { name: "Tickets" }).locator(":scope > li")).toHaveCount(cart.length);
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => balance(page)).toBe(15_000 - 220 * 50);

    runDraw(2116, new URL(baseURL!).port);

    await page.goto("/results");
    await page.getByLabel("Game").selectOption({ label: "Cash 3" });
    const draw = page.getByRole("article").first();
    await expect(draw).toHaveAttribute("aria-label", /^Cash 3 draw \d+$/);
    await draw.getByRole("button", { name: "Verify" }).click();
    await expect(draw.getByRole("status")).toHaveText(/^Verified/);
    await expectNoSeriousA11yViolations(page, "results after the draw");

    await page.goto("/tickets");
    await page.getByLabel("Game").selectOption({ label: "Cash 3" });
    const entries = page.getByRole("list", { name: "Tickets" }).locator(":scope > li");
    await expect(entries).toHaveCount(cart.length);
    // Exactly one board of one ticket matches the drawn digits; its prize is paid (under $1,000).
    const won = entries.filter({ hasText: /Won \$/ });
    await expect(won).toHaveCount(1);
    const prize = centsOf((await won.getByText(/^Won \$/).textContent())!);
    expect(prize).toBeGreaterThan(0);
    await expect(entries.filter({ hasText: /Not winning/ })).toHaveCount(cart.length - 1);
    await expect.poll(() => balance(page)).toBe(15_000 - 220 * 50 + prize);
    await expectNoSeriousA11yViolations(page, "tickets after the draw");

    // 'Play again' reloads the winning ticket's boards on the game page at the same price.
    const cost = /Cost (\$[\d.,]+)/.exec((await won.textContent())!)![1]!;
    await won.getByRole("button", { name: "Play again" }).click();
    await expect(page).toHaveURL(/\/games\/cash-3\?gameStatus=started$/);
    await expect(page.getByRole("region", { name: "Price" })).toContainText(cost);
  });
});
