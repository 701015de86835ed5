import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, renderWithShell } from "@/testing/render-with-shell";
import ResetPasswordPage from "../reset-password-page";

const CONFIRM = "POST /user/reset-password/confirm";

function submit(password: string) {
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Reset password" }));
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("ResetPasswordPage (R-SCREENS /reset-password, R-ERRORS)", () => {
  it("refuses a password that breaks the rules without calling the server", () => {
    window.history.replaceState(null, "", "/reset-password?token=T1");
    const { requests } = renderWithShell(<ResetPasswordPage />, {});
    submit("short");
    expect(screen.getByText("Your password does not meet the rules below.")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message for an expired link", async () => {
    window.history.replaceState(null, "", "/reset-password?token=OLD");
    renderWithShell(<ResetPasswordPage />, {
      [CONFIRM]: failure(422, {
        code: "INVALID_TOKEN",
        message: "This password reset link is invalid or has expired.",
      }),
    });
    submit("Secret-Pass123!");
    expect(await screen.findByText("This password reset link is invalid or has expired.")).toBeTruthy();
  });

  it("sends the token and opens the login with the reset message on success", async () => {
    window.history.replaceState(null, "", "/reset-password?token=T1");
    const { requests } = renderWithShell(<ResetPasswordPage />, { [CONFIRM]: { ok: true } });
    submit("Secret-Pass123!");
    await waitFor(() => expect(window.location.search).toContain("alertType=show-reset-password-message"));
    expect(JSON.parse(requests[0]!.body)).toEqual({ reset_token: "T1", password: "Secret-Pass123!" });
  });
});
