import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderConsole } from "../../testing/console-harness";
import { CONFIG } from "../../testing/fixtures";
import { checkConfigEdit } from "./config-check";
import ConfigPage from "./config-page";

const routes = { "GET /operator/config": { data: CONFIG } };

describe("checkConfigEdit", () => {
  it("takes JSON that keeps the whole config valid", () => {
    expect(checkConfigEdit(CONFIG.served, "outageMessage", '"Back soon"')).toEqual({
      ok: true,
      value: "Back soon",
    });
  });

  it("names the path and the contract's message for a value of the wrong type, and refuses bad JSON", () => {
    const edit = checkConfigEdit(CONFIG.served, "requestCallbackEnabled", '"yes"');
    expect(edit.ok).toBe(false);
    expect(!edit.ok && edit.problem).toMatch(/^requestCallbackEnabled: /);
    expect(checkConfigEdit(CONFIG.served, "outageMessage", "{")).toEqual({
      ok: false,
      problem: "The value is not valid JSON.",
    });
  });
});

describe("ConfigPage", () => {
  it("shows which keys the operator overrides", async () => {
    renderConsole(<ConfigPage />, routes);
    const row = (await screen.findByRole("rowheader", { name: "shoppingCartQuickListEnabled" })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText(/^Set /)).toBeTruthy();
    expect(
      within(row).getByRole("button", { name: "Use default: shoppingCartQuickListEnabled" }),
    ).toBeTruthy();
    const plain = screen.getByRole("rowheader", { name: "outageMessage" }).closest("tr") as HTMLElement;
    expect(within(plain).getByText("Default")).toBeTruthy();
  });

  it("saves an edit only after showing its diff, sending the value as JSON text", async () => {
    const { seen } = renderConsole(<ConfigPage />, {
      ...routes,
      "POST /operator/config/set": { data: { key: "outageMessage", value: "Back soon" } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit outageMessage" }));
    const field = screen.getByLabelText("Value (JSON)");
    await userEvent.clear(field);
    await userEvent.type(field, '"Back soon"');
    await userEvent.click(screen.getByRole("button", { name: "Review change" }));
    const diff = screen.getByLabelText("Change to outageMessage");
    expect(diff.textContent).toContain('− removed: ""');
    expect(diff.textContent).toContain('+ added: "Back soon"');
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Save outageMessage" }));
    expect(await screen.findByText("outageMessage is saved.")).toBeTruthy();
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({
      key: "outageMessage",
      value: '"Back soon"',
    });
  });

  it("will not review a value the schema refuses", async () => {
    renderConsole(<ConfigPage />, routes);
    await userEvent.click(await screen.findByRole("button", { name: "Edit requestCallbackEnabled" }));
    const field = screen.getByLabelText("Value (JSON)");
    await userEvent.clear(field);
    await userEvent.type(field, "42");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/^requestCallbackEnabled: /));
    expect((screen.getByRole("button", { name: "Review change" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
