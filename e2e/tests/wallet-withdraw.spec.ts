import { expect, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { coveringCart, operatorCli, runDraw } from "../support/draw-cli";
import { readMailbox } from "../support/mailbox";
import { createActivatedPlayer, NEW_PLAYER_DETAILS } from "../support/new-player";
import { playerApi as api, walletBalance as balance, centsOf } from "../support/player-api";
import { depositWithNewCard, TEST_CARDS } from "../support/wallet";

interface Tx {
  type: string;
  description: string;
  amount: number;
  balance_after: number;
}
const dollars = (cents: number) =>
  new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" }).format(cents / 100);

test.describe("wallet: a win comes out of the wallet", () => {
  test("deposit, buy, win (draw:run), see the prize, withdraw part of it, the operator pays, the month's statement reconciles", async ({
    page,
    request,
    baseURL,
  }) => {
    // Sign-up, a deposit, 220 boards, three CLI calls, the safeguard emails and five wallet tabs.
    test.setTimeout(240_000);
    const port = new URL(baseURL!).port;
    const player = await createActivatedPlayer(request, "withdraw");
    await loginAndSetUp(page, player, "200");
    const { playerId } = await api<{ playerId: string }>(page, "GET", "/user/details");

    await page.goto("/wallet?tab=0");
    await depositWithNewCard(page, "150", TEST_CARDS.approved);
    await expect.poll(() => balance(page)).toBe(15_000);

    // A Cash 3 cart covering every outcome: exactly one board wins whatever is drawn.
    const games = await api<Record<string, { upcoming_draw: { draw_number: number } }>>(
      page,
      "GET",
      "/games",
    );
    const draw = games["2116"]!.upcoming_draw.draw_number;
    const cart = coveringCart(draw);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [`${playerId}_cart`, JSON.stringify(cart)],
    );
    await page.goto("/cart");
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 30_000 });
    const spent = 220 * 50;
    await expect.poll(() => balance(page)).toBe(15_000 - spent);

    runDraw(2116, port);
    await expect.poll(() => balance(page)).toBeGreaterThan(15_000 - spent);
    const prize = (await balance(page)) - (15_000 - spent);

    // The prize in the transaction list, newest first, with the balance after it.
    await page.goto("/wallet?tab=2");
    const prizeRow = page.getByTestId("transaction").filter({ hasText: `Prize: Cash 3 draw ${draw}` });
    await expect(prizeRow).toContainText(`+${dollars(prize)}`);
    await expect(prizeRow).toContainText(`Balance ${dollars(15_000 - spent + prize)}`);
    await expect(page.getByTestId("transaction").first()).toContainText("Prize: Cash 3");
    // Closed loop: the tickets spent the deposit, the prize is winnings, and only winnings can be withdrawn.
    await expect(prizeRow.getByTestId("winnings-after")).toContainText(dollars(prize));
    await expectNoSeriousA11yViolations(page, "transactions tab");
    await page.goto("/wallet?tab=0");
    await expect(page.getByTestId("wallet-winnings")).toHaveText(dollars(prize));

    // Withdraw part of it: a bank account first, confirmed with the password (a wrong one is refused),
    // which waits 24 hours until the operator confirms the change; then $10, debited at once as pending.
    await page.goto("/wallet?tab=3");
    await expect(page.getByTestId("withdrawable")).toHaveText(dollars(prize));
    const account = page.getByRole("form", { name: "Bank account" });
    const name = `${NEW_PLAYER_DETAILS.firstname} ${NEW_PLAYER_DETAILS.lastname}`;
    await account.getByLabel("BSB").fill("086-420");
    await account.getByLabel("Account number").fill("12345678");
    await account.getByLabel("Name on account").fill(name);
    await account.getByLabel("Your password").fill("not-my-password");
    await account.getByRole("button", { name: "Save bank account" }).click();
    await expect(account.getByRole("alert")).toHaveText("The password you entered is incorrect.");
    await account.getByLabel("Your password").fill(player.password);
    await account.getByRole("button", { name: "Save bank account" }).click();
    await expect(page.getByTestId("bank-account")).toHaveText(`${name}, BSB 086-420, account •••••678`);
    await expect(page.getByTestId("bank-account-wait")).toContainText("(Perth time)");
    await expect
      .poll(async () =>
        (await readMailbox(request)).filter((m) => m.to === player.email).map((m) => m.subject),
      )
      .toContain("Your bank account for withdrawals was changed");
    const amount = page.getByRole("form", { name: "Withdrawal" }).getByLabel("Amount ($)");
    await amount.fill("10");
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    await expect(page.getByRole("form", { name: "Withdrawal" }).getByRole("alert")).toContainText(
      "cannot receive a withdrawal yet",
    );
    operatorCli(["bank-accounts:release", "--player", playerId], port);
    await page.reload();
    await expect(page.getByTestId("bank-account-wait")).toHaveCount(0);
    // A dollar more than the winnings is within the balance, but deposited money stays for play.
    await amount.fill(((prize + 100) / 100).toFixed(2));
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    await expect(page.getByRole("form", { name: "Withdrawal" })).toContainText(
      `You can withdraw up to ${dollars(prize)} of winnings.`,
    );
    await expect(page.getByTestId("withdrawal")).toHaveCount(0);
    await amount.fill("10");
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    await expect(page.getByTestId("withdrawal").first()).toContainText("Pending");
    await expect(page.getByRole("status").filter({ hasText: "We have emailed you" })).toBeVisible();
    await expect
      .poll(async () =>
        (await readMailbox(request)).filter((m) => m.to === player.email).map((m) => m.subject),
      )
      .toContain("Withdrawal request: $10.00");
    await expect.poll(() => balance(page)).toBe(15_000 - spent + prize - 1000);
    await expectNoSeriousA11yViolations(page, "withdraw tab");

    // The operator pays it (the bank file's stand-in): withdrawals:list, then withdrawals:pay.
    const listed = operatorCli<{ withdrawals: { id: string; player_id: string; amount: number }[] }>(
      ["withdrawals:list"],
      port,
    );
    const mine = listed.withdrawals.find((w) => w.player_id === playerId);
    expect(mine?.amount).toBe(1000);
    expect(operatorCli<{ status: string }>(["withdrawals:pay", "--id", mine!.id], port).status).toBe("paid");
    await page.reload();
    await expect(page.getByTestId("withdrawal").first()).toContainText("Paid");

    // This month's statement: its figures, and the transaction list, add up to the cent.
    await page.goto("/wallet?tab=4");
    const closing = await balance(page);
    const row = (name: RegExp) => page.getByRole("row", { name });
    await expect(row(/^Deposits/)).toContainText(dollars(15_000));
    await expect(row(/^Spend: Cash 3/)).toContainText(dollars(-spent));
    await expect(row(/^Prizes/)).toContainText(dollars(prize));
    await expect(row(/^Withdrawals/)).toContainText(dollars(-1000));
    await expect(row(/^Net result/)).toContainText(dollars(prize - spent));
    await expect(row(/^Closing balance/)).toContainText(dollars(closing));
    await expect(row(/^Closing: winnings you can withdraw/)).toContainText(dollars(prize - 1000));
    await expect(row(/^Closing: deposited money/)).toContainText(dollars(15_000 - spent));
    const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const statement = await api<{ opening_balance: number; closing_balance: number }>(
      page,
      "GET",
      `/user/statements/${month}`,
    );
    const list = await api<{ transactions: Tx[] }>(
      page,
      "GET",
      `/user/transactions?limit=100&from_date=${month}-01`,
    );
    const sum = list.transactions.reduce((total, t) => total + t.amount, 0);
    expect(statement.opening_balance + sum).toBe(statement.closing_balance);
    expect(statement.closing_balance).toBe(closing);
    expect(list.transactions.map((t) => t.type)).toEqual(["withdrawal", "prize", "purchase", "deposit"]);
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "download",
      `statement-${month}.csv`,
    );
    expect(centsOf((await row(/^Closing balance/).textContent())!)).toBe(closing);
    await expectNoSeriousA11yViolations(page, "statements tab");
  });
});
