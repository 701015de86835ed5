import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginAsDemo } from "../support/login";

const root = resolve(import.meta.dirname, "../..");

// support/serve.mjs starts the server on a fresh temp DATA_DIR; the newest one with an operator token is it.
function serverDataDir(): string {
  const dirs = readdirSync(tmpdir())
    .filter((d) => d.startsWith("play-online-e2e-") && existsSync(join(tmpdir(), d, "operator-token")))
    .map((d) => join(tmpdir(), d))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!dirs[0]) throw new Error("no e2e server data directory found");
  return dirs[0];
}

/** `npm run draw -- draw:run --game <id>` against the journey's server (issue 5 operator CLI). */
function runDraw(gameId: number, port: string) {
  execFileSync("npm", ["run", "--silent", "draw", "--", "draw:run", "--game", String(gameId)], {
    cwd: root,
    env: { ...process.env, PORT: port, DATA_DIR: serverDataDir() },
    stdio: "pipe",
  });
}

test.describe("play: a draw settles a bought ticket", () => {
  test("Cash 3 bought, drawn with draw:run, shown in Results and settled in Tickets", async ({
    page,
    baseURL,
  }) => {
    await loginAsDemo(page);
    await page.goto("/games/cash-3?gameStatus=started");
    const picks = page.getByRole("region", { name: "Boards" }).getByRole("button", { name: "Quick pick" });
    await expect(picks.first()).toBeVisible();
    for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Go to cart" }).click();
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 20_000 });

    runDraw(2116, new URL(baseURL!).port);

    await page.goto("/results");
    await page.getByLabel("Game").selectOption({ label: "Cash 3" });
    const draw = page.getByRole("article").first();
    await expect(draw).toHaveAttribute("aria-label", /^Cash 3 draw \d+$/);
    await draw.getByRole("button", { name: "Verify" }).click();
    await expect(draw.getByRole("status")).toHaveText(/^Verified/);

    await page.goto("/tickets");
    await page.getByLabel("Game").selectOption({ label: "Cash 3" });
    const first = page.getByRole("list").getByRole("listitem").first();
    await expect(first).toContainText(/Not winning|Winning|Paid/);
    await expectNoSeriousA11yViolations(page, "tickets after the draw");
  });
});
