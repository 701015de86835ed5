import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { failure, PLAYER, renderWithShell } from "@/testing/render-with-shell";
import WalletPage from "../wallet-page";
import { at, base } from "./wallet-page-support";

it("deposits with PayPal through the sandbox adapter's nonce after fetching a client token", async () => {
  at("?tab=0");
  const { requests } = renderWithShell(
    <WalletPage />,
    base({
      "GET /user/paypal/client-token": { client_token: "sandbox_token" },
      "POST /user/deposits/paypal": { deposit_id: "D-2", amount: 1000, current_balance: 13_500 },
    }),
    PLAYER,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: "PayPal" }));
  await user.type(screen.getByLabelText("Amount ($)"), "10");
  await user.click(screen.getByRole("button", { name: "Deposit with PayPal" }));
  expect(await screen.findByRole("heading", { name: "Deposit successful" })).toBeTruthy();
  const paths = requests.map((r) => `${r.method} ${r.url.pathname}`);
  expect(paths.indexOf("GET /api/v1/user/paypal/client-token")).toBeGreaterThanOrEqual(0);
  const post = requests.find((r) => r.url.pathname.endsWith("/deposits/paypal"));
  expect(JSON.parse(post?.body ?? "{}")).toEqual({ amount: 1000, nonce: "fake-paypal-one-time-nonce" });
});

it("words a PayPal outage with PayPal (R-ERRORS)", async () => {
  at("?tab=0");
  renderWithShell(
    <WalletPage />,
    base({
      "GET /user/paypal/client-token": { client_token: "sandbox_token" },
      "POST /user/deposits/paypal": failure(402, { code: "SERVICE_UNAVAILABLE", message: "down" }),
    }),
    PLAYER,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: "PayPal" }));
  await user.type(screen.getByLabelText("Amount ($)"), "10");
  await user.click(screen.getByRole("button", { name: "Deposit with PayPal" }));
  expect(
    await screen.findByText(
      "We're currently experiencing issues with PayPal. Your PayPal account has not been charged. Please try again later.",
    ),
  ).toBeTruthy();
});
