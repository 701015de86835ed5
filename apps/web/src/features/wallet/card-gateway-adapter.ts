import { ApiError, type CardInput, SANDBOX_CARD_TOKENS_PATH } from "@lotto/api";

/**
 * The card gateway's browser side (docs/decisions.md#d8; docs/security.md "Card data off our servers"): the
 * card goes to the gateway, which answers a single-use token; only that token goes to our API. A real
 * adapter uses the gateway's hosted fields or client-side library from the gateway's own origin.
 */
export interface CardGatewayAdapter {
  /** Resolves with a single-use card token; rejects with the gateway's message to show. */
  tokenise(card: CardInput): Promise<string>;
}

const UNREACHABLE = "We couldn't reach our payment service. Please try again.";

/** The sandbox gateway, served beside the shop at {@link SANDBOX_CARD_TOKENS_PATH} (not under /api). */
export const sandboxCardGatewayAdapter: CardGatewayAdapter = {
  async tokenise(card) {
    const response = await fetch(new URL(SANDBOX_CARD_TOKENS_PATH, window.location.origin), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(card),
    }).catch(() => {
      throw new ApiError(UNREACHABLE, { kind: "network", status: 0 });
    });
    const body = (await response.json().catch(() => null)) as {
      token?: unknown;
      message?: unknown;
      code?: unknown;
    } | null;
    if (response.ok && typeof body?.token === "string") return body.token;
    const message = typeof body?.message === "string" ? body.message : UNREACHABLE;
    const code = typeof body?.code === "string" ? body.code : undefined;
    throw new ApiError(message, { kind: response.ok ? "contract" : "http", status: response.status, code });
  },
};
