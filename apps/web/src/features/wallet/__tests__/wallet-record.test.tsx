import { BANK_ACCOUNT_SAFEGUARD_TEXT, BANK_ACCOUNT_TEXT, EMAIL_TEXT, WITHDRAWAL_TEXT } from "@lotto/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { failure, PLAYER, renderWithShell } from "@/testing/render-with-shell";
import WalletPage from "../wallet-page";
import { walletTabOf } from "../wallet-tabs";
import { BANK_ACCOUNT, PENDING_WITHDRAWAL, STATEMENT_FIGURES, transaction } from "./wallet-fixtures";

const withdrawals = (over: Record<string, unknown> = {}) => ({
  current_balance: 12_500,
  withdrawable: 4_250,
  minimum: 1000,
  bank_account: BANK_ACCOUNT,
  withdrawals: [
    PENDING_WITHDRAWAL,
    {
      id: "w2",
      amount: 1500,
      status: "rejected",
      bank_account: "086-420 •••••678",
      requested_at: "2026-11-19T02:00:00Z",
      decided_at: "2026-11-19T05:00:00Z",
      reason: "Account closed",
      hold: null,
    },
  ],
  ...over,
});

const at = (search: string) => window.history.replaceState(null, "", `/wallet${search}`);
afterEach(() => window.history.replaceState(null, "", "/"));
const base = { "GET /feedback/should-prompt": { should_prompt: false } };

it("reads the tab from ?tab=, anything unknown opening the balances", () => {
  expect([walletTabOf("2"), walletTabOf("3"), walletTabOf("4"), walletTabOf("5"), walletTabOf("x")]).toEqual([
    2, 3, 4, 0, 0,
  ]);
});

it("lists transactions after a skeleton, filters by type and pages on by cursor", async () => {
  at("?tab=2");
  const { requests } = renderWithShell(
    <WalletPage />,
    {
      ...base,
      "GET /user/transactions": (url: URL) =>
        url.searchParams.get("before") === "3"
          ? { transactions: [transaction(2), transaction(1)], next_cursor: null }
          : url.searchParams.get("type") === "prize"
            ? { transactions: [], next_cursor: null }
            : { transactions: [transaction(4), transaction(3)], next_cursor: "3" },
    },
    PLAYER,
  );
  expect(screen.getByLabelText("Loading transactions").getAttribute("aria-busy")).toBe("true");
  expect(await screen.findByText("Deposit by card 4")).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Show older transactions" }));
  expect(await screen.findByText("Deposit by card 1")).toBeTruthy();
  expect(screen.getAllByTestId("transaction")).toHaveLength(4);
  expect(screen.queryByRole("button", { name: "Show older transactions" })).toBeNull();
  await userEvent.selectOptions(screen.getByLabelText("Type"), "prize");
  expect(await screen.findByText("No transactions match these filters.")).toBeTruthy();
  expect(requests.some((r) => r.url.searchParams.get("type") === "prize")).toBe(true);
});

it("withdraws, refuses below the minimum and above the winnings, cancels a pending one and shows a rejection's reason", async () => {
  at("?tab=3");
  const { requests } = renderWithShell(
    <WalletPage />,
    {
      ...base,
      "GET /user/balances": {
        current_balance: 12_500,
        withdrawable_winnings: 4_250,
        deposited_balance: 8_250,
      },
      "GET /user/withdrawals": withdrawals(),
      "POST /user/withdrawals": { withdrawal: withdrawals().withdrawals[0], current_balance: 10_500 },
      "POST /user/withdrawals/w1/cancel": {
        withdrawal: { ...withdrawals().withdrawals[0], status: "cancelled" },
        current_balance: 12_500,
      },
    },
    PLAYER,
  );
  expect((await screen.findByTestId("withdrawable")).textContent).toBe("$42.50");
  expect(screen.getByText("Minimum $10.00, maximum $42.50: your winnings")).toBeTruthy();
  expect(screen.getByText("Rejected: Account closed")).toBeTruthy();
  await userEvent.type(screen.getByLabelText("Amount ($)"), "9");
  await userEvent.click(screen.getByRole("button", { name: "Withdraw" }));
  expect(await screen.findByText("The minimum withdrawal is $10.00.")).toBeTruthy();
  await userEvent.clear(screen.getByLabelText("Amount ($)"));
  // Within the balance but over the winnings: deposited money stays for play.
  await userEvent.type(screen.getByLabelText("Amount ($)"), "50");
  await userEvent.click(screen.getByRole("button", { name: "Withdraw" }));
  expect(await screen.findByText("You can withdraw up to $42.50 of winnings.")).toBeTruthy();
  await userEvent.clear(screen.getByLabelText("Amount ($)"));
  await userEvent.type(screen.getByLabelText("Amount ($)"), "20");
  await userEvent.click(screen.getByRole("button", { name: "Withdraw" }));
  await waitFor(() =>
    expect(requests.some((r) => r.method === "POST" && r.url.pathname.endsWith("/user/withdrawals"))).toBe(
      true,
    ),
  );
  const post = requests.find((r) => r.method === "POST" && r.url.pathname.endsWith("/user/withdrawals"));
  expect(JSON.parse(post?.body ?? "{}")).toEqual({ amount: 2000 });
  expect((await screen.findByRole("status")).textContent).toBe(
    `${WITHDRAWAL_TEXT.requested} ${BANK_ACCOUNT_SAFEGUARD_TEXT.emailed}`,
  );
  const pending = screen.getAllByTestId("withdrawal")[0] as HTMLElement;
  await userEvent.click(within(pending).getByRole("button", { name: "Cancel withdrawal" }));
  await waitFor(() => expect(requests.some((r) => r.url.pathname.endsWith("/w1/cancel"))).toBe(true));
});

it("asks for a bank account first and checks each field with core's rules", async () => {
  at("?tab=3");
  const { requests } = renderWithShell(
    <WalletPage />,
    {
      ...base,
      "GET /user/withdrawals": withdrawals({ bank_account: null, withdrawals: [] }),
      "PUT /user/bank-account": failure(500, { message: "should not be called" }),
    },
    PLAYER,
  );
  await userEvent.click(await screen.findByRole("button", { name: "Save bank account" }));
  expect(screen.getByText(BANK_ACCOUNT_TEXT.bsb)).toBeTruthy();
  expect(screen.getByText(BANK_ACCOUNT_TEXT.accountNumber)).toBeTruthy();
  expect(screen.getByText(BANK_ACCOUNT_TEXT.accountName)).toBeTruthy();
  expect(screen.getByText(EMAIL_TEXT.passwordRequired)).toBeTruthy();
  expect(screen.queryByLabelText("Amount ($)")).toBeNull();
  expect(requests.some((r) => r.method === "PUT")).toBe(false);
});

it("saves the account with the password, says a wrong one, and shows the 24-hour wait", async () => {
  at("?tab=3");
  const from = new Date(Date.now() + 24 * 3600_000).toISOString();
  let saved = false;
  const { requests } = renderWithShell(
    <WalletPage />,
    {
      ...base,
      "GET /user/withdrawals": () =>
        withdrawals(
          saved ? { bank_account: { ...BANK_ACCOUNT, withdrawable_from: from } } : { bank_account: null },
        ),
      "PUT /user/bank-account": (_url: URL, body: string) => {
        if (JSON.parse(body).password !== "Right-Password-1")
          return failure(422, {
            code: "INVALID_PASSWORD",
            message: "The password you entered is incorrect.",
          });
        saved = true;
        return { bank_account: { ...BANK_ACCOUNT, withdrawable_from: from } };
      },
    },
    PLAYER,
  );
  const form = await screen.findByRole("form", { name: "Bank account" });
  await userEvent.type(within(form).getByLabelText("BSB"), "086-420");
  await userEvent.type(within(form).getByLabelText("Account number"), "12345678");
  await userEvent.type(within(form).getByLabelText("Name on account"), "Jo Citizen");
  const password = within(form).getByLabelText("Your password");
  expect(password.getAttribute("type")).toBe("password");
  await userEvent.type(password, "wrong");
  await userEvent.click(within(form).getByRole("button", { name: "Save bank account" }));
  expect(await screen.findByText("The password you entered is incorrect.")).toBeTruthy();
  await userEvent.clear(password);
  await userEvent.type(password, "Right-Password-1");
  await userEvent.click(within(form).getByRole("button", { name: "Save bank account" }));
  const wait = await screen.findByTestId("bank-account-wait");
  expect(wait.textContent).toMatch(
    /^Withdrawals to this account are possible from \d{1,2}:\d{2} [ap]m .* \(Perth time\)\.$/,
  );
  const put = requests.filter((r) => r.method === "PUT").at(-1);
  expect(JSON.parse(put?.body ?? "{}")).toEqual({
    bsb: "086420",
    account_number: "12345678",
    account_name: "Jo Citizen",
    password: "Right-Password-1",
  });
});

it("shows a held withdrawal with why it waits, and lets the player cancel it", async () => {
  at("?tab=3");
  renderWithShell(
    <WalletPage />,
    {
      ...base,
      "GET /user/withdrawals": withdrawals({
        withdrawals: [{ ...PENDING_WITHDRAWAL, status: "held", hold: "name_mismatch" }],
      }),
    },
    PLAYER,
  );
  const held = await screen.findByTestId("withdrawal");
  expect(within(held).getByText("Held for review")).toBeTruthy();
  expect(within(held).getByText(BANK_ACCOUNT_SAFEGUARD_TEXT.held.name_mismatch)).toBeTruthy();
  expect(within(held).getByRole("button", { name: "Cancel withdrawal" })).toBeTruthy();
  expect(screen.queryByTestId("bank-account-wait")).toBeNull();
});

it("opens on this month's statement to date, then shows a past month's with CSV and print", async () => {
  at("?tab=4");
  renderWithShell(
    <WalletPage />,
    {
      ...base,
      [`GET /user/statements/${month(0)}`]: {
        month: month(0),
        opening_balance: 5935,
        deposits: 0,
        spend_by_game: [],
        spend: 0,
        prizes: 0,
        withdrawals: 0,
        adjustments: 0,
        net_result: 0,
        closing_balance: 5935,
        opening_winnings: 275,
        closing_winnings: 275,
        transactions: [],
      },
      [`GET /user/statements/${month(1)}`]: {
        month: month(1),
        ...STATEMENT_FIGURES,
        transactions: [
          transaction(1, {
            description: "Deposit by card",
            amount: 5000,
            balance_after: 6000,
            winnings_after: 0,
          }),
          transaction(2, {
            type: "prize",
            description: "Prize",
            amount: 1275,
            balance_after: 7275,
            winnings_after: 1275,
          }),
        ],
      },
    },
    PLAYER,
  );
  expect(await screen.findByText("No transactions this month.")).toBeTruthy();
  await userEvent.selectOptions(screen.getByLabelText("Month"), month(1));
  expect(await screen.findByText("Spend: Saturday Lotto")).toBeTruthy();
  expect(screen.getByRole("row", { name: /Closing balance/ }).textContent).toContain("$59.35");
  // Both buckets: the winnings at each end, the deposited money at the close, the winnings after each entry.
  expect(screen.getByRole("row", { name: /Closing: winnings you can withdraw/ }).textContent).toContain(
    "$2.75",
  );
  expect(screen.getByRole("row", { name: /Closing: deposited money/ }).textContent).toContain("$56.60");
  expect(screen.getAllByTestId("winnings-after").map((e) => e.textContent)).toEqual([
    " · winnings you can withdraw $0.00",
    " · winnings you can withdraw $12.75",
  ]);
  const csv = screen.getByRole("link", { name: "Download CSV" });
  expect(decodeURIComponent(csv.getAttribute("href") ?? "")).toContain("Closing balance,59.35");
  expect(screen.getByRole("button", { name: "Print statement" })).toBeTruthy();
});

/** The Perth month `back` months before this one, "YYYY-MM". */
function month(back: number): string {
  const perth = new Date(Date.now() + 8 * 3600_000);
  const d = new Date(Date.UTC(perth.getUTCFullYear(), perth.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}
