import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { DEPOSIT_LIMITS, SPEND_LIMITS } from "@/testing/account-fixtures";
import { autoplayList, POWERBALL_TRIGGER, savedAutoplay } from "@/testing/autoplay-fixtures";
import { PLAYER, renderWithShell } from "@/testing/render-with-shell";
import AccountPage from "../account-page";
import { CLOSURE_MONEY_TEXT } from "../components/close-account-panel";

function at(search: string) {
  window.history.replaceState(null, "", `/account${search}`);
}
afterEach(() => window.history.replaceState(null, "", "/"));

it("raises the spend limit and shows the raise as pending", async () => {
  at("?tab=2");
  const { requests } = renderWithShell(
    <AccountPage />,
    {
      "GET /user/limits": SPEND_LIMITS,
      "GET /user/deposit-limits": DEPOSIT_LIMITS,
      "POST /user/limits": {
        ...SPEND_LIMITS,
        pending_player_set_maximum_spend_limit: 20_000,
        pending_effective_at: "2026-11-30T04:00:00Z",
      },
      "GET /user/details": PLAYER,
    },
    PLAYER,
  );
  expect(await screen.findByText("$50.00", { selector: "dd" })).toBeTruthy();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New weekly limit ($)"), "200");
  await user.click(screen.getByRole("button", { name: "Set limit" }));
  const pending = await screen.findByText("Pending increase");
  // The pending figure's card: the amount, and under it the day it applies.
  expect(pending.nextElementSibling?.textContent).toBe("$200.00 from 30 Nov 2026");
  expect(requests.find((r) => r.method === "POST")?.body).toBe(JSON.stringify({ amount: 20_000 }));
});

it("shows beside the spend limit what the autoplays may spend a week, and the way to them", async () => {
  at("?tab=2");
  renderWithShell(
    <AccountPage />,
    {
      "GET /user/limits": SPEND_LIMITS,
      "GET /user/deposit-limits": DEPOSIT_LIMITS,
      "GET /user/autoplays": autoplayList([savedAutoplay(1), POWERBALL_TRIGGER]),
    },
    PLAYER,
  );
  const line = await screen.findByTestId("account-autoplay-spend");
  await waitFor(() => expect(line.textContent).toContain("Your autoplays may spend up to $4.90 a week"));
  expect(screen.getByRole("link", { name: "Your autoplays" }).getAttribute("href")).toBe("/autoplays");
});

it("refuses a new password that breaks the rules without calling the server", async () => {
  at("?tab=1");
  const { requests } = renderWithShell(<AccountPage />, {}, PLAYER);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Current password"), "Lucky-Numbers-2026");
  await user.type(screen.getByLabelText("New password"), "short");
  await user.click(screen.getByRole("button", { name: "Change password" }));
  expect(screen.getByText("Your password does not meet the rules below.")).toBeTruthy();
  expect(requests.some((r) => r.url.pathname.endsWith("/user/change-password"))).toBe(false);
});

it("self-excludes after confirmation and refreshes the player", async () => {
  at("?tab=4");
  const { services } = renderWithShell(
    <AccountPage />,
    { "POST /user/self-exclusion": { ok: true }, "GET /user/details": { ...PLAYER, selfExclusionFlag: 1 } },
    PLAYER,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Exclude me" }));
  expect(screen.getByText("Please confirm you understand you will not be able to play.")).toBeTruthy();
  await user.click(screen.getByLabelText("I understand I will not be able to play during this period"));
  await user.click(screen.getByRole("button", { name: "Exclude me" }));
  await waitFor(() => expect(services.session.get().user?.selfExclusionFlag).toBe(1));
});

it("closes the account, logs out and goes home with the close message", async () => {
  at("?tab=5");
  const { services } = renderWithShell(<AccountPage />, { "POST /user/close-account": { ok: true } }, PLAYER);
  // Before confirming, the player reads where deposits and winnings go.
  const money = screen.getByRole("region", { name: CLOSURE_MONEY_TEXT.heading });
  expect(money.textContent).toContain("refunded to the card or PayPal account it came from");
  expect(money.textContent).toContain("paid to your bank account");
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Password"), "Lucky-Numbers-2026");
  await user.click(screen.getByRole("button", { name: "Close my account" }));
  await waitFor(() => expect(window.location.search).toBe("?alertType=show-account-close-message"));
  expect(services.session.get().token).toBeNull();
});

it("changes the security question with the password", async () => {
  at("?tab=1");
  const { requests } = renderWithShell(
    <AccountPage />,
    {
      "GET /user/security-questions": [{ id: 3, question: "In which city were you born?" }],
      "POST /user/security-question": { ok: true },
    },
    PLAYER,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Save security question" }));
  expect(screen.getByText("Choose a security question.")).toBeTruthy();
  await user.selectOptions(await screen.findByLabelText("Security question"), "3");
  await user.type(screen.getByLabelText("Security answer"), " Bunbury ");
  await user.type(screen.getByLabelText("Confirm with your password"), "Lucky-Numbers-2026");
  await user.click(screen.getByRole("button", { name: "Save security question" }));
  expect(await screen.findByText("Your security question has been changed.")).toBeTruthy();
  const sent = requests.find((r) => r.url.pathname.endsWith("/user/security-question"));
  expect(JSON.parse(sent?.body ?? "{}")).toEqual({
    password: "Lucky-Numbers-2026",
    security_question_id: 3,
    security_answer: "Bunbury",
  });
});

it("changes the password and refreshes the player so the reminder stops", async () => {
  at("?tab=1");
  const { requests } = renderWithShell(
    <AccountPage />,
    { "POST /user/change-password": { ok: true }, "GET /user/details": PLAYER },
    { ...PLAYER, should_prompt_password_change: true },
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Current password"), "Lucky-Numbers-2026");
  await user.type(screen.getByLabelText("New password"), "Brand-New-Pass-77");
  await user.click(screen.getByRole("button", { name: "Change password" }));
  expect(await screen.findByText("Your password has been changed.")).toBeTruthy();
  await waitFor(() => expect(requests.some((r) => r.url.pathname.endsWith("/user/details"))).toBe(true));
});

it("refuses a name with a web address or markup on the field itself, without calling the server", async () => {
  at("?tab=0");
  const { requests } = renderWithShell(<AccountPage />, { "GET /user/details": PLAYER }, PLAYER);
  const user = userEvent.setup();
  const first = await screen.findByLabelText("First name");
  await user.clear(first);
  await user.type(first, "Visit www.win-now.com");
  await user.click(screen.getByRole("button", { name: "Save details" }));
  expect(
    screen.getByText("First name may only contain letters, spaces, hyphens, apostrophes and full stops."),
  ).toBeTruthy();
  expect(first.getAttribute("aria-invalid")).toBe("true");
  expect(requests.some((r) => r.url.pathname.endsWith("/user/update-details"))).toBe(false);
});
