import { expect, type Page, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { shownNumbers } from "../support/balls";
import { createActivatedPlayer } from "../support/new-player";
import { runDrawNow } from "../support/operator";
import { centsOf, depositByApi, walletBalance } from "../support/player-api";

/**
 * The three entries the journey builds, with how many draws each covers (R-GAMESHEET ids); the System 8
 * carries a Super66 game in each of its three weeks (R-ENTITIES addOnGame), whose draws its details list too.
 */
const ENTRIES = [
  { game: "Saturday Lotto", id: 5127, draws: 3, addOnDraws: 3 },
  { game: "Powerball", id: 5132, draws: 1, addOnDraws: 0 },
  { game: "Cash 3", id: 2116, draws: 1, addOnDraws: 0 },
] as const;

/** Wins up to this are credited at once; larger ones wait for a claim (R-DRAW-ENGINE paying out). */
const AUTO_PAY_LIMIT = 100_000;

const quickPickAll = async (page: Page) => {
  const picks = page.getByRole("region", { name: "Boards" }).getByRole("button", { name: "Quick pick" });
  await expect(picks.first()).toBeVisible();
  for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).click();
};

async function addToCart(page: Page, label: string) {
  await expectNoSeriousA11yViolations(page, `${label} game page`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your cart." })).toBeVisible();
}

async function buildSystem8OverThreeWeeks(page: Page) {
  await page.goto("/games/saturday-lotto?gameStatus=started");
  await page.getByLabel("System").selectOption({ label: "System 8" });
  await page.getByLabel("Number of boards").selectOption("1");
  const draws = page.getByRole("group", { name: "Multi-draw" });
  await expect(draws.getByRole("status")).toHaveText("1 draw");
  await draws.getByRole("button", { name: "Increase Multi-draw" }).click();
  await draws.getByRole("button", { name: "Increase Multi-draw" }).click();
  await expect(draws.getByRole("status")).toHaveText("3 draws");
  await quickPickAll(page);
  const price = page.getByRole("region", { name: "Price" });
  await expect(price).toContainText(/Draws \d+–\d+/);
  // Super66 rides on the entry: one game in each of its three weeks, $1 a game, priced with it.
  const before = centsOf(/\$[\d,]+\.\d{2}/.exec((await price.textContent()) ?? "")![0]);
  const addOn = page.getByRole("region", { name: "Add Super66" });
  await addOn.getByRole("checkbox", { name: "Add Super66 to this entry" }).check();
  await expect(addOn.getByTestId("add-on-cost")).toHaveText("Adds $3.00 to this entry.");
  await expect(addOn.getByRole("group", { name: "Super66 game A" })).toBeVisible();
  await expect(price).toContainText(`$${((before + 300) / 100).toFixed(2)}`);
  await addToCart(page, "Saturday Lotto System 8 with Super66");
}

async function buildPowerpik(page: Page) {
  await page.goto("/games/powerball?gameStatus=started");
  await page.getByLabel("System").selectOption({ label: "Powerpik" });
  await expect(page.getByRole("group", { name: "Powerpik: all 20 Powerball numbers" })).toBeVisible();
  await quickPickAll(page);
  await addToCart(page, "Powerball powerpik");
}

async function buildCash3BothAtOneDollar(page: Page) {
  await page.goto("/games/cash-3?gameStatus=started");
  await page.getByRole("radiogroup", { name: "Stake" }).getByRole("radio", { name: "$1.00" }).click();
  await page.getByRole("radiogroup", { name: "Play type" }).getByRole("radio", { name: "Both" }).click();
  await quickPickAll(page);
  // 'Both' is an exact and an any-order play on each board, each at the $1 stake (R-CASH3).
  const boards = await page
    .getByRole("region", { name: "Boards" })
    .getByRole("button", { name: "Quick pick" })
    .count();
  await expect(page.getByRole("region", { name: "Price" })).toContainText(`$${(boards * 2).toFixed(2)}`);
  await addToCart(page, "Cash 3 both at $1");
}

/** What the Tickets details show of a ticket's first draw, and the prizes credited across its draws. */
interface Settlement {
  firstDraw: number;
  drawn: number[];
  powerball: string | null;
  credited: number;
}

/**
 * Opens a ticket's details on Tickets and checks its outcome: a settled first draw with its numbers,
 * the status label, the prize per draw; a multi-week ticket is still participating in its last draw.
 */
async function checkTicket(page: Page, entry: (typeof ENTRIES)[number]): Promise<Settlement> {
  const row = page
    .getByRole("list", { name: "Tickets" })
    .locator(":scope > li")
    .filter({ hasText: entry.game });
  await expect(row).toHaveCount(1);
  const status = entry.draws > 1 ? /^Participating$/ : /^(Paid|Not winning|Winning, not yet paid)$/;
  await expect(row.getByText(status)).toBeVisible();
  const won = row.getByText(/^Won \$/);
  const settled = (await row.getByText(/^(Paid|Winning, not yet paid)$/).count()) > 0;
  // A settled ticket shows a prize exactly when its status is a win.
  if (entry.draws === 1) await expect(won).toHaveCount(settled ? 1 : 0);
  const prize = (await won.count()) > 0 ? centsOf((await won.textContent())!) : 0;
  // The card shows the ticket's first board at a glance.
  const firstBoard = row.getByRole("group", { name: new RegExp(`^${entry.game} board \\w+ numbers$`) });
  expect((await shownNumbers(firstBoard)).winning.length).toBeGreaterThan(0);

  const opener = row.getByRole("button", { name: "Details" });
  await opener.click();
  // A modal dialog, so it shows over the row wherever the list is scrolled (a phone's list is long).
  const details = page.getByRole("dialog", { name: new RegExp(`^${entry.game} · `) });
  await expect(details).toBeVisible();
  await expect(details).toBeInViewport();
  const draws = details.getByRole("article");
  await expect(draws).toHaveCount(entry.draws + entry.addOnDraws);
  if (entry.addOnDraws > 0) await expect(details.getByTestId("add-on-details")).toBeVisible();
  const first = draws.first();
  const drawn = first.getByRole("group", { name: /^Draw \d+ numbers$/ });
  await expect(drawn).toBeVisible();
  // Each draw with its date in Perth; the status is said once, in the title, and on a draw only where
  // it differs from the ticket's (docs/decisions.md "Tickets at a glance").
  await expect(details).toHaveAccessibleName(
    new RegExp(`^${entry.game} · (Participating|Paid|Not winning|Winning, not yet paid|Winning)$`),
  );
  await expect(first.getByRole("heading")).toHaveText(
    /^Draw \d+ · (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (am|pm)( · (Paid|Not winning|Winning, not yet paid|Winning))?( · won \$[\d.,]+)?$/,
  );
  if (entry.draws === 1)
    await expect(first.getByRole("heading")).not.toContainText(/ · (Paid|Not winning|Winning)/);
  // Matches ticked apart: a winning match is a drawn winning number, a supplementary one a drawn
  // supplementary; a Powerpik board holds every Powerball.
  const drawnNumbers = await shownNumbers(drawn);
  const board = first.getByRole("group", { name: /^Board / }).first();
  const ticked = (match: string) =>
    board
      .locator(`[data-matched="${match}"]:not([data-ball="powerball"])`)
      .evaluateAll((nodes) => nodes.map((node) => Number(/\d+/.exec(node.textContent ?? "")?.[0])));
  for (const n of await ticked("true")) expect(drawnNumbers.winning).toContain(n);
  for (const n of await ticked("supplementary")) expect(drawnNumbers.supplementary).toContain(n);
  if (entry.id === 5132) await expect(board.getByText("Powerpik: every Powerball")).toBeVisible();
  // Another journey may run this game's draws too, but never all three of the System 8's weeks.
  if (entry.draws > 1) await expect(draws.last().getByText("Not drawn yet")).toBeVisible();

  let perDraw = 0;
  let credited = 0;
  for (const heading of await details.getByRole("heading", { level: 3 }).allTextContents()) {
    const cents = /won (\$[\d.,]+)/.exec(heading)?.[1];
    if (!cents) continue;
    perDraw += centsOf(cents);
    if (centsOf(cents) <= AUTO_PAY_LIMIT) credited += centsOf(cents);
  }
  expect(perDraw, `${entry.game}: the ticket's prize is the sum of its draws' prizes`).toBe(prize);
  const shown = await shownNumbers(drawn);
  const settlement = {
    firstDraw: Number(/^Draw (\d+)/.exec((await first.getByRole("heading").textContent()) ?? "")![1]),
    drawn: shown.winning.sort((a, b) => a - b),
    powerball: shown.powerball === null ? null : String(shown.powerball),
    credited,
  };
  if (entry.draws > 1) await expectNoSeriousA11yViolations(page, `${entry.game} details, first draw settled`);
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toHaveCount(0);
  await expect(opener).toBeFocused();
  return settlement;
}

/** Results list the ticket's draw with the numbers its details showed (R-SCREENS Results). */
async function checkResult(page: Page, entry: (typeof ENTRIES)[number], settlement: Settlement) {
  await page.getByLabel("Game").selectOption({ label: entry.game });
  const card = page.getByRole("article", { name: `${entry.game} draw ${settlement.firstDraw}` });
  await expect(card).toBeVisible();
  const shown = await shownNumbers(card.getByRole("group", { name: "Winning numbers" }));
  expect(shown.winning.sort((a, b) => a - b)).toEqual(settlement.drawn);
  expect(shown.powerball === null ? null : String(shown.powerball)).toBe(settlement.powerball);
  await expectNoSeriousA11yViolations(page, `${entry.game} results after the draw`);
}

test.describe("play: system, powerpik and Cash 3 entries are bought, drawn and settled", () => {
  test("System 8 over 3 weeks, Powerball powerpik and Cash 3 'both' at $1: bought, drawn, in Results, settled in Tickets, wins credited", async ({
    page,
    request,
  }) => {
    // Sign-up, three game pages, a purchase, three operator draws, Results and Tickets: about a minute.
    test.setTimeout(150_000);
    // A fresh player: the balance must move only with this journey's purchase and prizes.
    await loginAndSetUp(page, await createActivatedPlayer(request, "systems"), "300");
    await depositByApi(page, 20_000);

    await buildSystem8OverThreeWeeks(page);
    await buildPowerpik(page);
    await buildCash3BothAtOneDollar(page);
    await page.goto("/cart");
    // The cart survives a reload (R-STATES Cart).
    await page.reload();
    for (const { game } of ENTRIES)
      await expect(page.getByRole("listitem", { name: `${game} ticket` })).toBeVisible();
    await expect(
      page
        .getByRole("listitem", { name: "Saturday Lotto ticket" })
        .getByRole("region", { name: "Super66 add-on" }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, "cart with the three entries");
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("receipt").getByRole("region", { name: "Super66 add-on" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "purchase result");

    await page.goto("/tickets");
    const rows = page.getByRole("list", { name: "Tickets" }).locator(":scope > li");
    await expect(rows).toHaveCount(ENTRIES.length);
    // Only the System 8 is sure to be still open here: a parallel journey may already draw Cash 3.
    await expect(rows.filter({ hasText: "Saturday Lotto" }).getByText(/^Participating$/)).toBeVisible();
    await expect(rows.filter({ hasText: "Saturday Lotto + Super66" })).toHaveCount(1);
    let cost = 0;
    for (const text of await rows.allTextContents())
      cost += centsOf(/Cost (\$[\d,]+\.\d{2})/.exec(text)![1]!);
    await expect.poll(() => walletBalance(page)).toBe(20_000 - cost);

    for (const { id } of ENTRIES) await runDrawNow(request, id);

    await page.reload();
    await expect(rows).toHaveCount(ENTRIES.length);
    await expectNoSeriousA11yViolations(page, "tickets after the draws");
    const settlements = [];
    for (const entry of ENTRIES) settlements.push(await checkTicket(page, entry));
    const credited = settlements.reduce((sum, s) => sum + s.credited, 0);
    // Quick picks win or lose by chance: the report says which branch this run took.
    test.info().annotations.push({ type: "credited cents", description: String(credited) });
    await expect.poll(() => walletBalance(page)).toBe(20_000 - cost + credited);

    await page.goto("/results");
    for (const [i, entry] of ENTRIES.entries()) await checkResult(page, entry, settlements[i]!);
  });
});
