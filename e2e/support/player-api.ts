import type { Page } from "@playwright/test";

/**
 * Calls the API as the logged-in player, with the token the app keeps in session storage (R-ENTITIES),
 * and unwraps the `{ data, message }` envelope. For facts the journey checks but the UI does not show.
 */
export function playerApi<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          Authorization: `JWT ${sessionStorage.getItem("token")}`,
          "Channel-ID": "1",
          "App-Version": "1.94.0",
          "Client-OS": "playonline",
          "Content-Type": "application/json",
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return "data" in json && "message" in json ? json.data : json;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** The logged-in player's wallet balance in cents (R-ENTITIES `/user/balances`). */
export async function walletBalance(page: Page): Promise<number> {
  return (await playerApi<{ current_balance: number }>(page, "GET", "/user/balances")).current_balance;
}

/**
 * Deposits `cents` with the sandbox's approved test card, straight through the API (R-ACCOUNT deposits):
 * the card is tokenised with the sandbox gateway first, as the web app does, and only the token is sent.
 */
export async function depositByApi(page: Page, cents: number): Promise<void> {
  const token = await page.evaluate(async () => {
    const response = await fetch("/sandbox-gateway/v1/tokens", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ number: "4111111111111111", expiry: "12/30", cvv: "123" }),
    });
    return ((await response.json()) as { token: string }).token;
  });
  await playerApi(page, "POST", "/user/deposits/card", { amount: cents, card_token: token });
}

/** Cents from a shown amount such as "$1,234.50". */
export const centsOf = (text: string): number => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
