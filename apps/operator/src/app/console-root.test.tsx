import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderConsole } from "../testing/console-harness";
import { WITHDRAWALS } from "../testing/fixtures";
import { CONSOLE_PAGES, pagesOf } from "./console-pages";
import { ConsoleRoot } from "./console-root";

const signedInAs = (role: string) => ({
  "GET /operator/session": { data: { email: `${role}@operator.test`, role } },
});

describe("ConsoleRoot", () => {
  it("shows the sign-in page when there is no session, and the role's first page after signing in", async () => {
    const { seen } = renderConsole(<ConsoleRoot />, {
      "GET /operator/session": { status: 401, message: "Unauthorized request", code: "UNAUTHORIZED" },
      "POST /operator/session": { data: { email: "finance@operator.test", role: "finance" } },
      "GET /operator/withdrawals": { data: { withdrawals: WITHDRAWALS } },
    });
    await userEvent.type(await screen.findByLabelText("Email address"), "finance@operator.test");
    await userEvent.type(screen.getByLabelText("Password"), "secret secret");
    await userEvent.type(screen.getByLabelText("6-digit code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Withdrawals" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({
      email: "finance@operator.test",
      password: "secret secret",
      code: "123456",
    });
    expect(screen.getByText("finance@operator.test", { exact: false })).toBeTruthy();
  });

  it("checks the form before sending it: email, password, and a code of 6 digits when one is typed", async () => {
    const { seen } = renderConsole(<ConsoleRoot />, {
      "GET /operator/session": { status: 401, message: "Unauthorized request", code: "UNAUTHORIZED" },
    });
    await userEvent.type(await screen.findByLabelText("6-digit code"), "12a");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Enter your email address.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(screen.getByText("Enter the 6 digits your authenticator app shows.")).toBeTruthy();
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(0);
  });

  it("shows the server's refusal of a sign-in", async () => {
    renderConsole(<ConsoleRoot />, {
      "GET /operator/session": { status: 401, message: "Unauthorized request", code: "UNAUTHORIZED" },
      "POST /operator/session": {
        status: 400,
        message: "Wrong email, password or code.",
        code: "OPERATOR_SIGN_IN_FAILED",
      },
    });
    await userEvent.type(await screen.findByLabelText("Email address"), "a@operator.test");
    await userEvent.type(screen.getByLabelText("Password"), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Wrong email, password or code.")).toBeTruthy();
  });

  it.each(["support", "finance", "draws", "admin"] as const)(
    "lists only the pages the %s role may open",
    async (role) => {
      renderConsole(<ConsoleRoot />, signedInAs(role));
      const nav = await screen.findByRole("navigation", { name: "Console" });
      const links = within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent);
      expect(links).toEqual(pagesOf(role).map((p) => p.title));
      expect(links.length).toBeGreaterThan(0);
      expect(links.length).toBeLessThan(CONSOLE_PAGES.length);
    },
  );

  it("answers a page the role may not open with 'not found', without calling its endpoint", async () => {
    const { seen } = renderConsole(<ConsoleRoot />, signedInAs("support"), "/withdrawals");
    expect(await screen.findByText("Page not found")).toBeTruthy();
    expect(seen.some((r) => r.path === "/operator/withdrawals")).toBe(false);
  });

  it("signs out back to the sign-in page", async () => {
    let signedIn = true;
    renderConsole(
      <ConsoleRoot />,
      {
        "GET /operator/session": () =>
          signedIn
            ? { data: { email: "finance@operator.test", role: "finance" } }
            : { status: 401, message: "x", code: "UNAUTHORIZED" },
        "DELETE /operator/session": () => {
          signedIn = false;
          return { data: null };
        },
        "GET /operator/kyc": { data: { reviews: [] } },
      },
      "/identity",
    );
    await screen.findByRole("heading", { name: "Identity reviews" }, { timeout: 5000 });
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
  });

  it("goes back to sign-in when a call answers 401 (the session ended)", async () => {
    let session = true;
    renderConsole(
      <ConsoleRoot />,
      {
        "GET /operator/session": () =>
          session
            ? { data: { email: "finance@operator.test", role: "finance" } }
            : { status: 401, message: "x", code: "UNAUTHORIZED" },
        "GET /operator/kyc": () => {
          session = false;
          return { status: 401, message: "Unauthorized request", code: "OPERATOR_SESSION_EXPIRED" };
        },
      },
      "/identity",
    );
    await waitFor(() => expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy(), {
      timeout: 5000,
    });
  });
});
