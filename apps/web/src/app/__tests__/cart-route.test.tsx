import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CartProvider } from "@/lib/cart/cart-provider";
import { systemSpendLimits } from "@/testing/account-fixtures";
import { CASH3_BOTH, MEDLEY_FRIDAY, SATURDAY_SYSTEM8 } from "@/testing/cart-fixtures";
import { listedGame } from "@/testing/game-list-fixtures";
import { failure, renderWithShell } from "@/testing/render-with-shell";
import CartPage from "../cart-route";

const games = (saturdayDraw: number) => ({ "5127": listedGame("Saturday Lotto", saturdayDraw) });

// The wallet the cart reads to know whether the balance covers the total.
const wallet = (balance: number) => ({
  "GET /user/balances": { current_balance: balance, withdrawable_winnings: 0, deposited_balance: balance },
  "GET /user/cards": [],
});

const page = (
  <CartProvider>
    <CartPage />
  </CartProvider>
);

afterEach(() => {
  window.dataLayer = [];
});

describe("CartPage (R-SCREENS Cart, R-STATES Cart and Purchase)", () => {
  it("loads the player's own stored cart and shows its tickets, draws and total", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([SATURDAY_SYSTEM8, CASH3_BOTH]));
    localStorage.setItem("P2_cart", JSON.stringify([CASH3_BOTH]));
    renderWithShell(
      page,
      { "GET /games": games(4521), "GET /user/limits": systemSpendLimits(100000) },
      { playerId: "P1" },
    );
    const row = await screen.findByRole("listitem", { name: "Saturday Lotto ticket" });
    expect(within(row).getByText("Draws 4521–4525")).toBeTruthy();
    expect(within(row).getByText("$71.40")).toBeTruthy();
    expect(screen.getByText("2 tickets")).toBeTruthy();
    expect(screen.getByText("Total $73.40")).toBeTruthy();
  });

  it("moves tickets for a past draw to the expired list, saves the cart and reports the expiry", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([SATURDAY_SYSTEM8, CASH3_BOTH]));
    renderWithShell(
      page,
      { "GET /games": games(4523), "GET /user/limits": systemSpendLimits(100000) },
      { playerId: "P1" },
    );
    const expired = await screen.findByRole("list", { name: "Expired tickets" });
    expect(within(expired).getByRole("listitem", { name: "Saturday Lotto ticket" })).toBeTruthy();
    expect(within(expired).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(JSON.parse(localStorage.getItem("P1_cart")!)).toEqual([CASH3_BOTH]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: "cart_expiry" }));
  });

  it("shows the spec's spending-limit warning and blocks buying when over the remaining limit", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([SATURDAY_SYSTEM8]));
    renderWithShell(
      page,
      { "GET /games": games(4521), "GET /user/limits": systemSpendLimits(5000) },
      { playerId: "P1" },
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("You have reached your spending limit. Please review your cart.");
    expect((screen.getByRole("button", { name: "Buy now" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("buys, polls, lists the failed ticket as not charged and empties the cart", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([SATURDAY_SYSTEM8, CASH3_BOTH]));
    const ticket = (t: typeof SATURDAY_SYSTEM8, status: number, message: string | null) => ({
      id: t.id,
      status,
      cost: t.cost,
      coupon: t.coupon,
      draw_numbers: t.draw_numbers,
      message,
    });
    const { requests } = renderWithShell(
      page,
      {
        "GET /games": games(4521),
        "GET /user/limits": systemSpendLimits(100000),
        "POST /games/tickets-purchase": { id: "8f0e2b4c-1d2e-4f3a-9b8c-7d6e5f4a3b2c", status: "PENDING" },
        "GET /games/tickets-purchase/8f0e2b4c-1d2e-4f3a-9b8c-7d6e5f4a3b2c": {
          id: "8f0e2b4c-1d2e-4f3a-9b8c-7d6e5f4a3b2c",
          status: "COMPLETED_WITH_ERRORS",
          tickets: [
            ticket(SATURDAY_SYSTEM8, 2, null),
            ticket(CASH3_BOTH, 101, "Sales for this draw have closed."),
          ],
          message: null,
        },
        "GET /feedback/should-prompt": { should_prompt: false },
        ...wallet(50_000),
      },
      { playerId: "P1" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Buy now" }));
    const failed = await screen.findByRole("list", { name: "Failed tickets" }, { timeout: 4000 });
    expect(failed.textContent).toBe("Cash 3 · $2.00 not charged: Sales for this draw have closed.");
    expect(screen.getByRole("heading", { name: "Some tickets could not be bought" })).toBeTruthy();
    await waitFor(() => expect(JSON.parse(localStorage.getItem("P1_cart")!)).toEqual([]));
    const post = requests.find((r) => r.method === "POST")!;
    expect(JSON.parse(post.body).tickets.map((t: { id: string }) => t.id)).toEqual(["t-1", "t-2"]);
    // Only Saturday Lotto was bought: 'Continue playing' opens its page in the purchased status.
    fireEvent.click(screen.getByRole("button", { name: "Continue playing" }));
    expect(window.location.pathname + window.location.search).toBe(
      "/games/saturday-lotto?gameStatus=purchased",
    );
  });

  it("shows a receipt in focus, and asks for feedback only once the player leaves it", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([SATURDAY_SYSTEM8]));
    const group = "5f0c6a3e-9d1b-4c52-8e7a-2b6f1d4c9a10";
    renderWithShell(
      page,
      {
        "GET /games": games(4521),
        "GET /user/limits": systemSpendLimits(100000),
        "POST /games/tickets-purchase": { id: group, status: "PENDING" },
        [`GET /games/tickets-purchase/${group}`]: {
          id: group,
          status: "COMPLETED",
          tickets: [
            {
              id: "t-1",
              status: 2,
              cost: SATURDAY_SYSTEM8.cost,
              coupon: SATURDAY_SYSTEM8.coupon,
              draw_numbers: SATURDAY_SYSTEM8.draw_numbers,
              message: null,
            },
          ],
          message: null,
        },
        "GET /feedback/should-prompt": { should_prompt: true },
        "GET /feedback/coefficient": { coefficient: { purchase: 100, deposit: 100 } },
        "POST /feedback/prompted": {},
        ...wallet(50_000),
      },
      { playerId: "P1" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Buy now" }));
    const heading = await screen.findByRole("heading", { name: "Purchase complete" }, { timeout: 4000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const receipt = screen.getByTestId("receipt");
    expect(within(receipt).getByText(group)).toBeTruthy();
    const ticket = within(receipt).getByRole("listitem", { name: "Saturday Lotto ticket" });
    expect(within(ticket).getByText("Draws 4521–4525")).toBeTruthy();
    expect(within(ticket).getByRole("group", { name: "Board A" }).textContent).toContain("41");
    expect(
      within(ticket).getByRole("link", { name: "View ticket: Saturday Lotto" }).getAttribute("href"),
    ).toBe("/tickets?ticket=t-1");
    expect(screen.getByRole("heading", { name: "Your purchase", level: 1 })).toBeTruthy();
    // The prompt was earned, but waits: nothing opens over the receipt.
    await new Promise((r) => setTimeout(r, 300));
    expect(window.location.hash).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "View my tickets" }));
    expect(window.location.pathname).toBe("/tickets");
    expect(window.location.hash).toBe("#feedback-purchase-dialog");
  });

  it("sends a Millionaire Medley one-day ticket with its day, and a 3-Day Play ticket without", async () => {
    localStorage.setItem(
      "P1_cart",
      JSON.stringify([MEDLEY_FRIDAY, { ...MEDLEY_FRIDAY, id: "t-4", day: undefined }]),
    );
    const { requests } = renderWithShell(
      page,
      {
        "GET /games": games(4521),
        "GET /user/limits": systemSpendLimits(100000),
        "POST /games/tickets-purchase": { id: "g-1", status: "PENDING" },
      },
      { playerId: "P1" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Buy now" }));
    await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
    const post = requests.find((r) => r.method === "POST")!;
    const sent = JSON.parse(post.body).tickets as { id: string; day?: string }[];
    expect(sent.map((t) => [t.id, t.day])).toEqual([
      ["t-3", "Friday"],
      ["t-4", undefined],
    ]);
  });

  it("pays the missing amount by a saved card, then buys, with one key per step kept across a retry", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([SATURDAY_SYSTEM8, CASH3_BOTH]));
    let balance = 5000;
    let depositAttempts = 0;
    const { requests } = renderWithShell(
      page,
      {
        "GET /games": games(4521),
        "GET /user/limits": systemSpendLimits(100000),
        "GET /user/balances": () => ({
          current_balance: balance,
          withdrawable_winnings: 0,
          deposited_balance: balance,
        }),
        "GET /user/cards": [
          {
            id: "c1",
            type: "Visa",
            formatted_number: "**** 1111",
            expiry: "12/30",
            default: true,
            expired: false,
          },
        ],
        // The first answer is lost on the way (a 503); the retry must not be a second charge.
        "POST /user/deposits/card": () => {
          depositAttempts += 1;
          if (depositAttempts === 1) return failure(503, { code: "SERVICE_UNAVAILABLE", message: "down" });
          balance = 7340;
          return { deposit_id: "d-1", amount: 2340, current_balance: balance };
        },
        "POST /games/tickets-purchase": { id: "g-1", status: "PENDING" },
        "GET /games/tickets-purchase/g-1": { id: "g-1", status: "COMPLETED", tickets: [], message: null },
        "GET /feedback/should-prompt": { should_prompt: false },
      },
      { playerId: "P1" },
    );
    expect((await screen.findAllByText("$23.40")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Buy now" })).toBeNull();
    const pay = await screen.findByRole("button", { name: "Pay $23.40 and buy" });
    fireEvent.click(pay);
    await screen.findByRole("alert", {}, { timeout: 3000 });
    fireEvent.click(screen.getByRole("button", { name: "Pay $23.40 and buy" }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname.endsWith("/tickets-purchase"))).toBe(true),
    );
    const deposits = requests.filter((r) => r.url.pathname.endsWith("/deposits/card"));
    expect(deposits.map((r) => JSON.parse(r.body))).toEqual([
      { amount: 2340, card_id: "c1" },
      { amount: 2340, card_id: "c1" },
    ]);
    const depositKeys = deposits.map((r) => r.headers.get("Idempotency-Key"));
    expect(depositKeys[0]).toBeTruthy();
    expect(depositKeys[1]).toBe(depositKeys[0]);
    const buy = requests.find((r) => r.url.pathname.endsWith("/tickets-purchase"))!;
    expect(JSON.parse(buy.body).tickets.map((t: { id: string }) => t.id)).toEqual(["t-1", "t-2"]);
    const flow = depositKeys[0]!.split(":")[0];
    expect(buy.headers.get("Idempotency-Key")).toBe(`${flow}:purchase`);
  }, 20_000);
});
