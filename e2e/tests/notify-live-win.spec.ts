import { expect, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { coveringCart, runDraw } from "../support/draw-cli";
import { createActivatedPlayer } from "../support/new-player";
import { playerApi as api, centsOf, depositByApi } from "../support/player-api";

const shot = async (page: import("@playwright/test").Page, name: string) => {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}-${test.info().project.name}.png` });
};

test.describe("notifications: a live win", () => {
  test("the bell counts a draw settled by the operator CLI while Tickets is open, which updates in place; the win is celebrated once; the centre says what was won and opens the ticket", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    // A fresh player with 220 Cash 3 boards covering every outcome: the draw is a certain win.
    await loginAndSetUp(page, await createActivatedPlayer(request, "notify"), "200");
    await depositByApi(page, 15_000);
    const games = await api<Record<string, { upcoming_draw: { draw_number: number } }>>(
      page,
      "GET",
      "/games",
    );
    const draw = games["2116"]!.upcoming_draw.draw_number;
    const tickets = coveringCart(draw).map(({ coupon, cost, draw_num }) => ({ coupon, cost, draw_num }));
    const bought = await api<{ status: string }>(page, "POST", "/games/tickets-purchase", { tickets });
    expect(bought.status).toBe("COMPLETED");

    // The live stream opens once the player's lazy effects run; the draw waits for it.
    const streamOpen = page.waitForResponse((r) => r.url().includes("/notifications/stream") && r.ok());
    await page.goto("/tickets");
    await page.getByLabel("Game").selectOption({ label: "Cash 3" });
    const entries = page.getByRole("list", { name: "Tickets" }).locator(":scope > li");
    await expect(entries).toHaveCount(tickets.length);
    await expect(entries.filter({ hasText: /Won \$/ })).toHaveCount(0);
    const bell = page.getByRole("link", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications");

    await streamOpen;
    runDraw(2116, new URL(baseURL!).port);

    // No reload: the event refreshes the bell and the open Tickets page; one outcome for the draw, the win.
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 15_000 });
    const won = entries.filter({ hasText: /Won \$/ });
    await expect(won).toHaveCount(1);
    const prize = (await won.getByText(/^Won \$/).textContent())!.replace(/^Won /, "");
    expect(centsOf(prize)).toBeGreaterThan(0);
    const line = `You won ${prize} on Cash 3 draw ${draw}`;

    // The win's moment: what was won and where it went, in the page (it covers nothing).
    const celebration = page.getByRole("region", { name: line });
    await expect(celebration).toBeVisible();
    await expect(celebration).toContainText("It has been paid into your wallet.");
    await celebration.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, "tickets with a win's celebration");
    await shot(page, "celebration");
    await celebration.getByRole("button", { name: "Dismiss" }).click();
    await expect(celebration).toHaveCount(0);
    // Dismissing read it: the count goes, and it does not come back on a reload.
    await expect(bell).toHaveAccessibleName("Notifications");
    await page.reload();
    await expect(entries).toHaveCount(tickets.length);
    await expect(page.getByRole("region", { name: line })).toHaveCount(0);

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const list = page.getByRole("list", { name: "Notifications" });
    const first = list.getByRole("link").first();
    await expect(first).toContainText(line);
    await expect(first).toContainText(/^Read: /);
    await expectNoSeriousA11yViolations(page, "notification centre");
    await shot(page, "notifications");

    // The notification opens the winning ticket in that draw.
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/tickets\\?ticket=[\\w-]+&draw=${draw}$`));
    const details = page.getByRole("dialog", { name: /^Cash 3 · / });
    await expect(details).toContainText(`Draw ${draw}`);
    await details.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/tickets$/);
  });
});
