import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { operatorCli } from "../support/draw-cli";
import { loginThroughOverlay } from "../support/login";
import { createActivatedPlayer } from "../support/new-player";

// Publishing a version asks EVERY player to accept again, the shared demo player too, so this journey
// runs in its own project after the desktop and mobile ones (playwright.config.ts).
test.describe("terms: a new version", () => {
  test("published with terms:publish, it shows at the next login in the terms prompt, is read there and on /terms, and accepting records it", async ({
    page,
    request,
    baseURL,
  }) => {
    const player = await createActivatedPlayer(request, "terms-version");
    const login = await request.post("/api/v1/auth/login", {
      data: { username: player.email, password: player.password, version: 2 },
    });
    const auth = `JWT ${((await login.json()) as { data: { token: string } }).data.token}`;
    await request.post("/api/v1/user/limits", { headers: { authorization: auth }, data: { amount: 50_000 } });
    const before = (await (await request.get("/api/v1/legal/terms")).json()) as { data: { version: number } };

    const file = join(tmpdir(), `terms-${Date.now()}.txt`);
    writeFileSync(
      file,
      "Updated terms: prizes are paid within 7 days of a claim.\n\nEverything else is unchanged.",
    );
    const published = operatorCli<{ version: number }>(
      ["terms:publish", "--kind", "terms", "--file", file],
      new URL(baseURL!).port,
    );
    expect(published.version).toBe(before.data.version + 1);

    await page.goto("/results?showLogin=true");
    await loginThroughOverlay(page, player.email, player.password);
    const dialog = page.getByRole("dialog", { name: "Terms and conditions" });
    await expect(dialog).toBeVisible();
    await dialog.getByText(`Terms and conditions (Version ${published.version}`).click();
    await expect(dialog.getByText("Updated terms: prizes are paid within 7 days of a claim.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "terms prompt with the new version");
    await dialog.getByRole("button", { name: "Accept" }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(async () => {
        const details = await request.get("/api/v1/user/details", { headers: { authorization: auth } });
        return ((await details.json()) as { data: { terms_and_conditions_accepted: boolean } }).data
          .terms_and_conditions_accepted;
      })
      .toBe(true);

    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "Terms and conditions" })).toBeVisible();
    await expect(page.getByText(`Version ${published.version}, published`)).toBeVisible();
    await expect(page.getByText("Everything else is unchanged.")).toBeVisible();
  });
});
