import { render, screen } from "@testing-library/react";
import { Trash2 } from "lucide-react";
import { describe, expect, it } from "vitest";
import { colors } from "../../theme/theme";
import { Button } from "./button";

describe("Button", () => {
  it("is a native button whose variant sets its colours", () => {
    render(
      <>
        <Button>Buy now</Button>
        <Button $variant="danger">Delete</Button>
      </>,
    );
    const primary = getComputedStyle(screen.getByRole("button", { name: "Buy now" }));
    expect(primary.backgroundColor).toBe("rgb(0, 101, 58)");
    expect(colors.primary).toBe("#00653a");
    const danger = getComputedStyle(screen.getByRole("button", { name: "Delete" }));
    expect(danger.color).toBe("rgb(176, 0, 32)");
  });

  it("names an icon-only button by its aria-label, the icon itself hidden", () => {
    render(
      <Button $variant="ghost" aria-label="Delete board A">
        <Trash2 />
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Delete board A" });
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("is at least 44 px tall at the regular size", () => {
    render(<Button>Log In</Button>);
    expect(getComputedStyle(screen.getByRole("button")).minHeight).toBe("44px");
  });
});
