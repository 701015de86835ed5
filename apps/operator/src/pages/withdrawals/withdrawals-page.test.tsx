import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderConsole } from "../../testing/console-harness";
import { WITHDRAWALS } from "../../testing/fixtures";
import WithdrawalsPage from "./withdrawals-page";

const list = (withdrawals = WITHDRAWALS) => ({ data: { withdrawals } });

describe("WithdrawalsPage", () => {
  it("lists each withdrawal with its account and flags a name mismatch", async () => {
    renderConsole(<WithdrawalsPage />, { "GET /operator/withdrawals": list() });
    const rows = await screen.findAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText("$125.00")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/BSB 066-000 · 12345678/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Name mismatch")).toBeTruthy();
  });

  it("pays one only after the operator confirms, then reads the list again", async () => {
    let reads = 0;
    const { seen } = renderConsole(<WithdrawalsPage />, {
      "GET /operator/withdrawals": () => {
        reads += 1;
        return list(reads === 1 ? WITHDRAWALS : WITHDRAWALS.slice(1));
      },
      "POST /operator/withdrawals/pay": { data: { id: 41, already: false } },
    });
    const [pay] = await screen.findAllByRole("button", { name: "Pay" });
    await userEvent.click(pay as HTMLElement);
    expect(seen.some((r) => r.method === "POST")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Paid $125.00" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({ id: 41 });
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
  });

  it("rejects with the reason typed and shows the server's refusal", async () => {
    const { seen } = renderConsole(<WithdrawalsPage />, {
      "GET /operator/withdrawals": list(),
      "POST /operator/withdrawals/reject": { status: 400, message: "Withdrawal 42 is already decided." },
    });
    const [, reject] = await screen.findAllByRole("button", { name: "Reject" });
    await userEvent.click(reject as HTMLElement);
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Enter a reason.")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Reason the player will read"), "Account closed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Withdrawal 42 is already decided.")).toBeTruthy();
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({ id: 42, reason: "Account closed" });
  });

  it("says so when nothing is waiting, and offers a retry when the read fails", async () => {
    renderConsole(<WithdrawalsPage />, { "GET /operator/withdrawals": list([]) });
    expect(await screen.findByText("No withdrawals waiting")).toBeTruthy();
  });
});
