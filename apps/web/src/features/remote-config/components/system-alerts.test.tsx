import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SystemAlerts } from "./system-alerts";

const iconOf = (text: string) =>
  screen.getByText(text).closest("[role]")?.querySelector("svg")?.getAttribute("class");

describe("SystemAlerts", () => {
  it("draws a named icon in place of the severity's own", () => {
    render(
      <SystemAlerts alerts={[{ show: true, message: "Paused", severity: "warning", icon: "maintenance" }]} />,
    );
    expect(iconOf("Paused")).toContain("lucide-wrench");
  });

  it("keeps the severity's icon and drops a glyph the device may not draw", () => {
    render(<SystemAlerts alerts={[{ show: true, message: "Down", severity: "error", icon: "⚠" }]} />);
    expect(iconOf("Down")).toContain("lucide-circle-alert");
    expect(screen.queryByText("⚠")).toBeNull();
  });
});
