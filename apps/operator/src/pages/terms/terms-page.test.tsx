import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderConsole } from "../../testing/console-harness";
import TermsPage from "./terms-page";

describe("TermsPage", () => {
  it("publishes the privacy policy with its new text after confirming, and says who must accept it", async () => {
    const { seen } = renderConsole(<TermsPage />, {
      "POST /operator/terms/publish": {
        data: { kind: "privacy", version: 4, players_to_accept_again: 1200 },
      },
    });
    await userEvent.selectOptions(screen.getByLabelText("Document"), "privacy");
    await userEvent.type(screen.getByLabelText(/^New text/), "# Privacy");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(seen).toHaveLength(0);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText(
        "Privacy policy version 4 is published; 1200 players must accept it at their next visit.",
      ),
    ).toBeTruthy();
    expect(seen[0]?.body).toEqual({ kind: "privacy", body: "# Privacy" });
  });

  it("publishes the current text again when the field is empty", async () => {
    const { seen } = renderConsole(<TermsPage />, {
      "POST /operator/terms/publish": { status: 400, message: "body must not be empty." },
    });
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await within(dialog).findByText("body must not be empty.")).toBeTruthy();
    expect(seen[0]?.body).toEqual({ kind: "terms" });
  });
});
