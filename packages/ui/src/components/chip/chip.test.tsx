import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Chip, ChipButton } from "./chip";

describe("Chip", () => {
  it("shows its text as a static pill, not a control", () => {
    render(<Chip tone="accent">Winning</Chip>);
    expect(screen.getByText("Winning").tagName).toBe("SPAN");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ChipButton", () => {
  it("is a toggle whose aria-pressed follows selected, with a tick when chosen", () => {
    const { rerender } = render(<ChipButton selected={false}>Powerpik</ChipButton>);
    const chip = screen.getByRole("button", { name: "Powerpik" });
    expect(chip.getAttribute("aria-pressed")).toBe("false");
    expect(chip.querySelector("svg")).toBeNull();
    rerender(<ChipButton selected>Powerpik</ChipButton>);
    expect(chip.getAttribute("aria-pressed")).toBe("true");
    expect(chip.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("is a radio with aria-checked inside a radio group", () => {
    render(
      <div role="radiogroup" aria-label="Stake">
        <ChipButton radio selected>
          $0.50
        </ChipButton>
        <ChipButton radio selected={false}>
          $1.00
        </ChipButton>
      </div>,
    );
    expect(screen.getByRole("radio", { name: "$0.50" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("radio", { name: "$1.00" }).getAttribute("aria-checked")).toBe("false");
  });

  it("calls back on click, not when disabled, and is a 44 px target", () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ChipButton selected={false} onClick={onClick}>
        $1.00
      </ChipButton>,
    );
    const chip = screen.getByRole("button", { name: "$1.00" });
    expect(getComputedStyle(chip).minHeight).toBe("44px");
    fireEvent.click(chip);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <ChipButton selected={false} disabled onClick={onClick}>
        $1.00
      </ChipButton>,
    );
    fireEvent.click(chip);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
