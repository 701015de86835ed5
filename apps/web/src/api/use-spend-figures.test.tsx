import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { invalidateAfter } from "@/api/invalidate";
import { renderWithShell } from "@/testing/render-with-shell";
import { type SpendFiguresView, useSpendFigures } from "./use-spend-figures";

function Probe() {
  const view: SpendFiguresView = useSpendFigures();
  return <output>{JSON.stringify(view)}</output>;
}

const shown = () => JSON.parse(screen.getByRole("status").textContent ?? "null") as SpendFiguresView;
const limits = (remaining: number) => ({
  online_remaining_spend_limit: remaining,
  online_player_set_maximum_spend_limit: null,
  online_system_set_maximum_spend_limit: 100_000,
  pending_player_set_maximum_spend_limit: null,
  pending_effective_at: null,
});

const WAIT = { timeout: 5_000 };

describe("useSpendFigures", () => {
  it("shows core's figures once balance and limits load, and the new ones after a purchase", async () => {
    let balance = 50_000;
    const { requests, services } = renderWithShell(
      <Probe />,
      {
        "GET /user/balances": () => ({
          current_balance: balance,
          withdrawable_winnings: 0,
          deposited_balance: balance,
        }),
        "GET /user/limits": limits(2_000),
      },
      {},
    );
    expect(shown()).toEqual({ kind: "loading" });
    await waitFor(() => expect(shown()).toEqual({ kind: "shown", balance: 50_000, available: 2_000 }), WAIT);
    balance = 1_500;
    await invalidateAfter(services.queryClient, "purchase");
    await waitFor(() => expect(shown()).toEqual({ kind: "shown", balance: 1_500, available: null }), WAIT);
    expect(requests.filter((r) => r.url.pathname.endsWith("/user/balances"))).toHaveLength(2);
  });

  it("is hidden and asks nothing for a visitor or while account setup is pending", async () => {
    const visitor = renderWithShell(<Probe />, {});
    expect(shown()).toEqual({ kind: "hidden" });
    visitor.unmount();
    const pending = renderWithShell(<Probe />, {}, { pending_account_setup: true });
    expect(shown()).toEqual({ kind: "hidden" });
    await new Promise((r) => setTimeout(r, 20));
    expect(pending.requests).toHaveLength(0);
  });

  it("is hidden when the balance cannot be read", async () => {
    renderWithShell(<Probe />, { "GET /user/limits": limits(2_000) }, {});
    // core's retry policy tries a failed read again before giving up.
    await waitFor(() => expect(shown()).toEqual({ kind: "hidden" }), { timeout: 20_000 });
  }, 30_000);
});
