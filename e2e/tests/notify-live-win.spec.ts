import { expect, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { coveringCart, runDraw } from "../support/draw-cli";
import { createActivatedPlayer } from "../support/new-player";
import { playerApi as api, centsOf, depositByApi } from "../support/player-api";

test.describe("notifications: a live win", () => {
  test("the bell counts a draw settled by the operator CLI while Tickets is open, which updates in place; the centre says what was won", async ({
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

    // No reload: the event refreshes the bell and the open Tickets page.
    await expect(bell).toHaveAccessibleName("Notifications, 2 unread", { timeout: 15_000 });
    const won = entries.filter({ hasText: /Won \$/ });
    await expect(won).toHaveCount(1);
    const prize = (await won.getByText(/^Won \$/).textContent())!.replace(/^Won /, "");
    await expectNoSeriousA11yViolations(page, "tickets with the bell's count");

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const list = page.getByRole("list", { name: "Notifications" });
    await expect(list.getByRole("listitem").first()).toContainText(`You won ${prize}`);
    await expect(list).toContainText(`Your Cash 3 draw ${draw} has been drawn`);
    expect(centsOf(prize)).toBeGreaterThan(0);
    // Opening the centre reads them: the count goes.
    await expect(bell).toHaveAccessibleName("Notifications");
    await expectNoSeriousA11yViolations(page, "notification centre");
  });
});
