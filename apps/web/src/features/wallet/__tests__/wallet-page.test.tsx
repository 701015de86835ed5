import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { VISA } from "@/testing/account-fixtures";
import { failure, PLAYER, renderWithShell } from "@/testing/render-with-shell";
import WalletPage from "../wallet-page";
import { at, base } from "./wallet-page-support";

const details = {
  biller_code: "123456",
  reference: "9876543210",
  paypal_email: null,
  bank_transfer: { account_name: "Play Online", bsb: "066-000", account_number: "12345678", reference: "P1" },
};

async function deposit(dollars: string) {
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  await user.type(await screen.findByLabelText("Amount ($)"), dollars);
  await user.click(screen.getByRole("button", { name: "Deposit" }));
}

it("shows balance, the winnings apart from it, the limit left and the lesser of balance and limit as available", async () => {
  at("?tab=0");
  renderWithShell(<WalletPage />, base(), PLAYER);
  expect(await screen.findByText("$125.00")).toBeTruthy();
  expect(screen.getByText("Winnings you can withdraw").nextElementSibling?.textContent).toBe("$42.50");
  const available = screen.getByText("Available to spend").nextElementSibling;
  expect(available?.textContent).toBe("$30.00");
});

it("deposits with the default card, shows the receipt and refreshes the balance", async () => {
  at("?tab=0");
  let balance = 12_500;
  const { requests } = renderWithShell(
    <WalletPage />,
    base({
      "GET /user/balances": () => ({
        current_balance: balance,
        withdrawable_winnings: 0,
        deposited_balance: balance,
      }),
      "POST /user/deposits/card": () => {
        balance = 15_000;
        return { deposit_id: "D-1", amount: 2500, current_balance: 15_000 };
      },
    }),
    PLAYER,
  );
  expect(await screen.findByRole("radio", { name: /1111 \(default\)/ })).toHaveProperty("checked", true);
  expect(screen.getByRole("radio", { name: /4444.*\(expired\)/ })).toHaveProperty("disabled", true);
  await deposit("25");
  expect(await screen.findByRole("heading", { name: "Deposit successful" })).toBeTruthy();
  expect(screen.getByText("D-1")).toBeTruthy();
  const post = requests.find((r) => r.method === "POST" && r.url.pathname.endsWith("/deposits/card"));
  expect(JSON.parse(post?.body ?? "{}")).toEqual({ amount: 2500, card_id: "c1" });
  await waitFor(() => expect(screen.getByTestId("wallet-balance").textContent).toBe("$150.00"));
});

it("refuses a deposit under the $10 minimum without charging", async () => {
  at("?tab=0");
  const { requests } = renderWithShell(<WalletPage />, base(), PLAYER);
  await deposit("5");
  expect((await screen.findByRole("alert")).textContent).toBe("The minimum deposit is $10.00.");
  expect(requests.some((r) => r.method === "POST")).toBe(false);
});

it("shows a declined card's message as given and lets the player try again", async () => {
  at("?tab=0");
  renderWithShell(
    <WalletPage />,
    base({
      "POST /user/deposits/card": failure(402, {
        code: "PAYMENT_DECLINED",
        message: "Your card was declined. Please try another card.",
      }),
    }),
    PLAYER,
  );
  await deposit("20");
  expect(await screen.findByText("Your card was declined. Please try another card.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Deposit" })).toHaveProperty("disabled", false);
});

it("words a service outage for a card (R-ERRORS)", async () => {
  at("?tab=0");
  renderWithShell(
    <WalletPage />,
    base({
      "POST /user/deposits/card": failure(402, { code: "SERVICE_UNAVAILABLE", message: "down" }),
    }),
    PLAYER,
  );
  await deposit("20");
  expect(
    await screen.findByText(
      "We're currently experiencing issues with our payment service. Your card has not been charged. Please try again later.",
    ),
  ).toBeTruthy();
});

it("counts down 5 seconds after an external failure and blocks the retry until then", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  at("?tab=0");
  renderWithShell(
    <WalletPage />,
    base({
      "POST /user/deposits/card": failure(402, {
        code: "EXTERNAL_FAILURE",
        message: "We're having trouble processing your request.",
      }),
    }),
    PLAYER,
  );
  await deposit("20");
  expect(await screen.findByText(/Please wait 5 seconds before your next attempt\./)).toBeTruthy();
  expect(screen.getByRole("button", { name: "Deposit" })).toHaveProperty("disabled", true);
  await act(() => vi.advanceTimersByTimeAsync(2100));
  expect(screen.getByText(/Please wait 3 seconds/)).toBeTruthy();
  await act(() => vi.advanceTimersByTimeAsync(3000));
  expect(screen.getByRole("alert").textContent).toBe("We're having trouble processing your request.");
  expect(screen.getByRole("button", { name: "Deposit" })).toHaveProperty("disabled", false);
  await userEvent
    .setup({ advanceTimers: vi.advanceTimersByTime })
    .click(screen.getByRole("button", { name: "Deposit" }));
  expect(await screen.findByText(/Please wait 15 seconds/)).toBeTruthy();
});

it("shows BPAY and bank transfer details on tab 1", async () => {
  at("?tab=1");
  renderWithShell(<WalletPage />, base({ "GET /user/payment-details": details }), PLAYER);
  const bpay = await screen.findByRole("region", { name: "BPAY" });
  expect(bpay.textContent).toContain("Biller code123456");
  expect(bpay.textContent).toContain("Reference9876543210");
  expect(screen.getByRole("region", { name: "Bank transfer" }).textContent).toContain("066-000");
  expect(screen.getByText("Default")).toBeTruthy();
  expect(screen.getByText("Expired")).toBeTruthy();
});

it("never fetches payment details for a self-excluded player", async () => {
  at("?tab=1");
  const { requests } = renderWithShell(<WalletPage />, base({ "GET /user/payment-details": details }), {
    ...PLAYER,
    selfExclusionFlag: 1,
  });
  expect(
    await screen.findByText("Payment details are not available while you are self-excluded."),
  ).toBeTruthy();
  await screen.findByText("Expired");
  expect(requests.some((r) => r.url.pathname.endsWith("/payment-details"))).toBe(false);
});

/**
 * The sandbox card gateway as the browser reaches it (global fetch, outside the API client): answers
 * a single-use token, or the gateway's refusal for a number failing its check.
 */
function stubGateway() {
  const sent: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = String(init?.body ?? "");
    sent.push(`${String(input)} ${body}`);
    const ok = !body.includes("4111111111111112");
    return new Response(
      JSON.stringify(
        ok
          ? { token: "tok_single_use", brand: "Visa", last4: "1111", expiry: "12/30" }
          : { code: "CARD_INVALID", message: "Card number is invalid." },
      ),
      { status: ok ? 200 : 400, headers: { "Content-Type": "application/json" } },
    );
  });
  return sent;
}

const CARD_DATA = /4111111111111111|"cvv"/;

it("deposits with a new card: the card goes to the gateway, only its token to our API", async () => {
  at("?tab=0");
  const gateway = stubGateway();
  const { requests } = renderWithShell(
    <WalletPage />,
    base({ "POST /user/deposits/card": { deposit_id: "D-3", amount: 2000, current_balance: 14_500 } }),
    PLAYER,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: "A new card" }));
  await user.type(screen.getByLabelText("Card number"), "4111111111111111");
  await user.type(screen.getByLabelText("Expiry (MM/YY)"), "12/30");
  await user.type(screen.getByLabelText("CVV"), "123");
  await deposit("20");
  expect(await screen.findByRole("heading", { name: "Deposit successful" })).toBeTruthy();
  expect(gateway).toEqual([
    `http://localhost:3000/sandbox-gateway/v1/tokens {"number":"4111111111111111","expiry":"12/30","cvv":"123"}`,
  ]);
  const post = requests.find((r) => r.url.pathname.endsWith("/deposits/card"));
  expect(JSON.parse(post?.body ?? "{}")).toEqual({
    amount: 2000,
    card_token: "tok_single_use",
    save_card: true,
  });
  expect(requests.filter((r) => CARD_DATA.test(r.body))).toEqual([]);
});

it("shows the gateway's refusal of a card number and sends nothing to our API", async () => {
  at("?tab=1");
  stubGateway();
  const { requests } = renderWithShell(
    <WalletPage />,
    base({ "GET /user/payment-details": details }),
    PLAYER,
  );
  const user = userEvent.setup();
  await screen.findByRole("form", { name: "Add a card" });
  await user.type(screen.getAllByLabelText("Card number").at(-1)!, "4111111111111112");
  await user.type(screen.getAllByLabelText("Expiry (MM/YY)").at(-1)!, "12/30");
  await user.type(screen.getAllByLabelText("CVV").at(-1)!, "123");
  await user.click(screen.getByRole("button", { name: "Add card" }));
  expect(await screen.findByText("Card number is invalid.")).toBeTruthy();
  expect(requests.some((r) => r.method === "POST")).toBe(false);
});

it("adds a card as the default", async () => {
  at("?tab=1");
  const gateway = stubGateway();
  const { requests } = renderWithShell(
    <WalletPage />,
    base({ "GET /user/payment-details": details, "POST /user/cards": VISA }),
    PLAYER,
  );
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Add a card" });
  await user.type(screen.getAllByLabelText("Card number").at(-1)!, "4111111111111111");
  await user.type(screen.getAllByLabelText("Expiry (MM/YY)").at(-1)!, "12/30");
  await user.type(screen.getAllByLabelText("CVV").at(-1)!, "123");
  await user.click(screen.getByRole("button", { name: "Add card" }));
  await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
  expect(form).toBeTruthy();
  const post = requests.find((r) => r.method === "POST");
  expect(JSON.parse(post?.body ?? "{}")).toEqual({ card_token: "tok_single_use", default: true });
  expect(gateway).toHaveLength(1);
  expect(requests.filter((r) => CARD_DATA.test(r.body))).toEqual([]);
});

it("does not fetch payment details before account setup is done", async () => {
  at("?tab=1");
  const { requests } = renderWithShell(<WalletPage />, base({ "GET /user/payment-details": details }), {
    ...PLAYER,
    pending_account_setup: true,
  });
  expect(await screen.findByText("Finish setting up your account to see your payment details.")).toBeTruthy();
  expect(requests.some((r) => r.url.pathname.endsWith("/payment-details"))).toBe(false);
});
