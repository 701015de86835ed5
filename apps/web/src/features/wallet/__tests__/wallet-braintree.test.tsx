import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, it, vi } from "vitest";
import { PLAYER, renderWithShell } from "@/testing/render-with-shell";
import { HOSTED_FIELDS_FAILED } from "../braintree/hosted-card-fields";
import WalletPage, { SAVE_WITH_DEPOSIT } from "../wallet-page";
import { at, base } from "./wallet-page-support";

// Braintree's browser side, mocked at braintree-web's module boundary: the real one needs Braintree's
// hosted iframes. The page must mount Hosted Fields with the server's client token, send only the nonce
// (3-D Secure verified when the merchant account has it), and render PayPal's button for PayPal.
const sdk = vi.hoisted(() => ({
  client: { create: vi.fn() },
  hostedFields: { create: vi.fn() },
  threeDSecure: { create: vi.fn() },
  paypalCheckout: { create: vi.fn() },
}));
vi.mock("braintree-web/client", () => sdk.client);
vi.mock("braintree-web/hosted-fields", () => sdk.hostedFields);
vi.mock("braintree-web/three-d-secure", () => sdk.threeDSecure);
vi.mock("braintree-web/paypal-checkout", () => sdk.paypalCheckout);

const teardown = async () => undefined;
const verifyCard = vi.fn(async () => ({
  nonce: "bt-3ds-nonce",
  liabilityShifted: true,
  liabilityShiftPossible: true,
}));
beforeEach(() => {
  vi.clearAllMocks();
  sdk.client.create.mockResolvedValue({ teardown });
  sdk.hostedFields.create.mockResolvedValue({
    tokenize: async () => ({
      nonce: "bt-card-nonce",
      details: { bin: "411111", lastFour: "1111", cardType: "Visa" },
    }),
    teardown,
  });
  sdk.threeDSecure.create.mockRejectedValue(
    new Error("3-D Secure is not enabled for this merchant account."),
  );
});

const braintree = (over: Record<string, unknown> = {}) =>
  base({
    "GET /config": {
      reset_password_coefficient: 100,
      minimum_deposit_amount: 1000,
      payment_gateway: "braintree",
    },
    "GET /user/paypal/client-token": { client_token: "bt-client-token" },
    ...over,
  });

async function depositWithNewCard(dollars: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: "A new card" }));
  await screen.findByRole("group", { name: "Card number" });
  await vi.waitFor(() => expect(sdk.hostedFields.create).toHaveBeenCalled());
  await user.type(screen.getByLabelText("Amount ($)"), dollars);
  await user.click(screen.getByRole("button", { name: "Deposit" }));
}

it("mounts Hosted Fields with the client token and sends only Braintree's nonce to our API", async () => {
  at("?tab=0");
  const { requests } = renderWithShell(
    <WalletPage />,
    braintree({ "POST /user/deposits/card": { deposit_id: "D-9", amount: 2000, current_balance: 14_500 } }),
    PLAYER,
  );
  await depositWithNewCard("20");
  expect(await screen.findByRole("heading", { name: "Deposit successful" })).toBeTruthy();
  expect(sdk.client.create).toHaveBeenCalledWith({ authorization: "bt-client-token" });
  expect(sdk.hostedFields.create.mock.calls[0]?.[0].fields).toMatchObject({
    number: { selector: "#bt-card-number" },
    expirationDate: { selector: "#bt-card-expiry" },
    cvv: { selector: "#bt-card-cvv" },
  });
  const post = requests.find((r) => r.url.pathname.endsWith("/deposits/card"));
  expect(JSON.parse(post?.body ?? "{}")).toEqual({
    amount: 2000,
    card_token: "bt-card-nonce",
    save_card: true,
  });
  expect(requests.some((r) => r.url.pathname.startsWith("/sandbox-gateway"))).toBe(false);
  expect(screen.queryByRole("textbox", { name: "Card number" })).toBeNull();
});

it("runs 3-D Secure for the amount when the merchant account has it, and sends the verified nonce", async () => {
  at("?tab=0");
  sdk.threeDSecure.create.mockResolvedValue({ verifyCard, teardown });
  const { requests } = renderWithShell(
    <WalletPage />,
    braintree({ "POST /user/deposits/card": { deposit_id: "D-10", amount: 2500, current_balance: 15_000 } }),
    PLAYER,
  );
  await depositWithNewCard("25");
  expect(await screen.findByRole("heading", { name: "Deposit successful" })).toBeTruthy();
  expect(verifyCard).toHaveBeenCalledWith(
    expect.objectContaining({ nonce: "bt-card-nonce", bin: "411111", amount: "25.00" }),
  );
  const post = requests.find((r) => r.url.pathname.endsWith("/deposits/card"));
  expect(JSON.parse(post?.body ?? "{}").card_token).toBe("bt-3ds-nonce");
});

it("says so when Braintree's fields cannot load", async () => {
  at("?tab=0");
  sdk.hostedFields.create.mockRejectedValue(new Error("HOSTED_FIELDS_TIMEOUT"));
  renderWithShell(<WalletPage />, braintree(), PLAYER);
  await userEvent.setup().click(await screen.findByRole("radio", { name: "A new card" }));
  expect(await screen.findByText(HOSTED_FIELDS_FAILED)).toBeTruthy();
});

it("PayPal: renders PayPal's button and deposits with the nonce the player approved there", async () => {
  at("?tab=0");
  const createPayment = vi.fn(async () => "PAY-1");
  sdk.paypalCheckout.create.mockResolvedValue({
    loadPayPalSDK: async () => undefined,
    createPayment,
    tokenizePayment: async () => ({ nonce: "bt-paypal-nonce" }),
    teardown,
  });
  const rendered: string[] = [];
  // PayPal's button: the player clicks it and approves at once.
  const button = (options: { createOrder(): Promise<string>; onApprove(data: unknown): Promise<void> }) => ({
    render: async (selector: string) => {
      rendered.push(selector);
      await options.createOrder();
      await options.onApprove({ orderID: "PAY-1" });
    },
  });
  vi.stubGlobal("paypal", { ["Buttons"]: button });
  const { requests } = renderWithShell(
    <WalletPage />,
    braintree({
      "POST /user/deposits/paypal": { deposit_id: "D-11", amount: 1000, current_balance: 13_500 },
    }),
    PLAYER,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: "PayPal" }));
  await user.type(screen.getByLabelText("Amount ($)"), "10");
  await user.click(screen.getByRole("button", { name: "Deposit with PayPal" }));
  expect(await screen.findByRole("heading", { name: "Deposit successful" })).toBeTruthy();
  expect(rendered).toEqual(["#paypal-button"]);
  expect(createPayment).toHaveBeenCalledWith({
    flow: "checkout",
    amount: "10.00",
    currency: "AUD",
    intent: "capture",
  });
  const post = requests.find((r) => r.url.pathname.endsWith("/deposits/paypal"));
  expect(JSON.parse(post?.body ?? "{}")).toEqual({ amount: 1000, nonce: "bt-paypal-nonce" });
});

it("cards are saved from a deposit, not typed on the cards tab", async () => {
  at("?tab=1");
  renderWithShell(<WalletPage />, braintree({ "GET /user/payment-details": null }), PLAYER);
  expect(await screen.findByText(SAVE_WITH_DEPOSIT)).toBeTruthy();
  expect(screen.queryByRole("form", { name: "Add a card" })).toBeNull();
});

it("the sandbox keeps its own card fields and never loads braintree-web", async () => {
  at("?tab=0");
  renderWithShell(<WalletPage />, base(), PLAYER);
  await userEvent.setup().click(await screen.findByRole("radio", { name: "A new card" }));
  expect(screen.getByRole("textbox", { name: "Card number" })).toBeTruthy();
  expect(sdk.client.create).not.toHaveBeenCalled();
});
