import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { DEPOSIT_LIMITS, SPEND_LIMITS } from "@/testing/account-fixtures";
import { failure, PLAYER, renderWithShell } from "@/testing/render-with-shell";
import AccountPage from "../account-page";

afterEach(() => window.history.replaceState(null, "", "/"));

const routes = (post: unknown) => ({
  "GET /user/limits": SPEND_LIMITS,
  "GET /user/deposit-limits": DEPOSIT_LIMITS,
  "POST /user/deposit-limits": post,
});

it("shows the deposit limit and what is left, and sets a daily one the server holds as pending", async () => {
  window.history.replaceState(null, "", "/account?tab=2");
  const pending = { limit: { period: "day", amount: 5_000 }, effective_at: "2026-12-02T04:00:00Z" };
  const { requests } = renderWithShell(<AccountPage />, routes({ ...DEPOSIT_LIMITS, pending }), PLAYER);
  expect(await screen.findByText("$200.00 a week")).toBeTruthy();
  expect(screen.getByText("Left to deposit this week").nextElementSibling?.textContent).toBe("$150.00");
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText("Limit period"), "day");
  await user.type(screen.getByLabelText("New deposit limit ($)"), "50");
  await user.click(screen.getByRole("button", { name: "Set deposit limit" }));
  const shown = await screen.findByText("Pending change");
  expect(shown.nextElementSibling?.textContent).toBe("$50.00 a day from 2 Dec 2026");
  expect(screen.getByRole("status").textContent).toBe("Your new deposit limit is pending.");
  const post = requests.find((r) => r.method === "POST");
  expect(JSON.parse(post?.body ?? "{}")).toEqual({ limit: { period: "day", amount: 5_000 } });
});

it("removes the limit, refuses an amount it cannot read and shows the server's refusal", async () => {
  window.history.replaceState(null, "", "/account?tab=2");
  const { requests } = renderWithShell(
    <AccountPage />,
    routes(failure(400, { code: "VALIDATION_ERROR", message: "Choose a day, a week or a month." })),
    PLAYER,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("New deposit limit ($)"), "lots");
  await user.click(screen.getByRole("button", { name: "Set deposit limit" }));
  expect(screen.getByText("Please enter an amount in dollars, for example 20.")).toBeTruthy();
  expect(requests.some((r) => r.method === "POST")).toBe(false);
  await user.click(await screen.findByRole("button", { name: "Remove deposit limit" }));
  expect(
    await screen.findByText("Choose a day, a week or a month.", { selector: "[role=alert]" }),
  ).toBeTruthy();
  const post = requests.find((r) => r.method === "POST");
  expect(JSON.parse(post?.body ?? "{}")).toEqual({ limit: null });
});
