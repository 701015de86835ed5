import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { NO_DEPOSIT_LIMIT } from "@/testing/account-fixtures";
import { failure, PLAYER, renderWithShell } from "@/testing/render-with-shell";
import WalletPage from "../wallet-page";
import { at, base } from "./wallet-page-support";

const REFUSAL = "Your deposit limit is $200.00 a week. You can deposit $150.00 more this week.";

it("shows what may be deposited now and the player's limit, with a link to change it", async () => {
  at("?tab=0");
  renderWithShell(<WalletPage />, base(), PLAYER);
  const line = await screen.findByText(/You can deposit up to/);
  await screen.findByText("$150.00", { selector: "strong" });
  expect(line.textContent).toBe(
    "You can deposit up to $150.00 now. Your deposit limit is $200.00 a week, with $150.00 left this week. Change your deposit limit",
  );
  expect(screen.getByRole("link", { name: "Change your deposit limit" }).getAttribute("href")).toBe(
    "/account?tab=2",
  );
});

it("without a limit of the player's own offers to set one", async () => {
  at("?tab=0");
  renderWithShell(<WalletPage />, base({ "GET /user/deposit-limits": NO_DEPOSIT_LIMIT }), PLAYER);
  await screen.findByText("$5,000.00", { selector: "strong" });
  expect(screen.getByRole("link", { name: "Set a deposit limit" })).toBeTruthy();
});

it("shows the server's refusal of a deposit over the limit, telling what is left", async () => {
  at("?tab=0");
  renderWithShell(
    <WalletPage />,
    base({ "POST /user/deposits/card": failure(422, { code: "DEPOSIT_LIMIT_REACHED", message: REFUSAL }) }),
    PLAYER,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Amount ($)"), "300");
  await user.click(screen.getByRole("button", { name: "Deposit" }));
  expect((await screen.findByRole("alert")).textContent).toBe(REFUSAL);
});
