import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderConsole } from "../testing/console-harness";
import { CALLBACKS, CLIENT_ERRORS, FEEDBACK, REVIEWS } from "../testing/fixtures";
import CallbacksPage from "./callbacks/callbacks-page";
import ClaimsPage, { claimPaidText } from "./claims/claims-page";
import ClientErrorsPage from "./client-errors/client-errors-page";
import FeedbackPage from "./feedback/feedback-page";
import IdentityPage, { addressLine } from "./identity/identity-page";

describe("IdentityPage", () => {
  it("approves a review after confirming and rejects one only with a reason", async () => {
    const { seen } = renderConsole(<IdentityPage />, {
      "GET /operator/kyc": { data: { reviews: REVIEWS } },
      "POST /operator/kyc/approve": { data: { id: 7, decision: "approved" } },
      "POST /operator/kyc/reject": { data: { id: 7, decision: "rejected" } },
    });
    expect(await screen.findByText("1 Hay St, Perth, WA, 6000")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.type(
      within(dialog).getByLabelText("Reason the player is emailed"),
      "Documents unreadable",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(seen.find((r) => r.path === "/operator/kyc/reject")?.body).toEqual({
      id: 7,
      reason: "Documents unreadable",
    });
    expect(seen.some((r) => r.path === "/operator/kyc/approve")).toBe(false);
  });

  it("writes any address object as one line", () => {
    expect(addressLine({ street: "1 Hay St", postcode: "6000", extra: { nested: true } })).toBe(
      "1 Hay St, 6000",
    );
    expect(addressLine(null)).toBe("");
  });
});

describe("CallbacksPage", () => {
  it("marks a request done by its id and reads the list again", async () => {
    let reads = 0;
    const { seen } = renderConsole(<CallbacksPage />, {
      "GET /operator/callbacks": () => ({ data: { callbacks: reads++ === 0 ? CALLBACKS : [] } }),
      "POST /operator/callbacks/done": { data: { id: 3, already_done: false } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Done: call back Jane Citizen" }));
    expect(await screen.findByText("No callbacks waiting")).toBeTruthy();
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({ id: 3 });
  });
});

describe("FeedbackPage", () => {
  it("reads the last 30 days, then the period chosen", async () => {
    const { seen } = renderConsole(<FeedbackPage />, {
      "GET /operator/feedback": { data: { feedback: FEEDBACK } },
    });
    expect(await screen.findByText("Quick and easy.")).toBeTruthy();
    expect(screen.getByText("5 / 5")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Period"), "7");
    await waitFor(() => expect(seen.map((r) => r.query.get("days"))).toEqual(["30", "7"]));
  });
});

describe("ClientErrorsPage", () => {
  it("lists reports with their stack, and shows a failed read with a retry", async () => {
    let reads = 0;
    renderConsole(<ClientErrorsPage />, {
      "GET /operator/errors": () =>
        reads++ === 0 ? { status: 503, message: "Unavailable" } : { data: { errors: CLIENT_ERRORS } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/Cannot read properties of undefined/)).toBeTruthy();
    expect(screen.getByText("Stack")).toBeTruthy();
  });
});

describe("ClaimsPage", () => {
  it("asks for a ticket id, then pays it once the operator confirms", async () => {
    const { seen } = renderConsole(<ClaimsPage />, {
      "POST /operator/wins/pay": { data: { ticket_id: "T-1", amount: 150_000, already_paid: false } },
    });
    await userEvent.click(screen.getByRole("button", { name: "Pay claim" }));
    expect(screen.getByText("Enter the ticket id.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Ticket id"), " T-1 ");
    await userEvent.click(screen.getByRole("button", { name: "Pay claim" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Paid $1,500.00 for ticket T-1 into the player's winnings.")).toBeTruthy();
    expect(seen.map((r) => r.body)).toEqual([{ ticket: "T-1" }]);
  });

  it("says when a claim was paid before", () => {
    expect(claimPaidText({ ticket_id: "T-2", amount: 100, already_paid: true })).toBe(
      "Ticket T-2 was already paid ($1.00); nothing was paid again.",
    );
  });
});
