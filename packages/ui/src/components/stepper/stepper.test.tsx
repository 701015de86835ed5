import { fireEvent, render, screen } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { neighbours, Stepper } from "./stepper";

const draws = (n: number) => `${n} draws`;

describe("Stepper", () => {
  it("is a group named by its label, with named buttons and the formatted value", () => {
    render(<Stepper label="Multi-draw" value={3} values={[1, 2, 3, 4]} format={draws} onChange={() => {}} />);
    expect(screen.getByRole("group", { name: "Multi-draw" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("3 draws");
    expect(screen.getByRole("button", { name: "Decrease Multi-draw" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Increase Multi-draw" })).toBeTruthy();
  });

  it("steps to the previous and next allowed value, even when they are unevenly spaced", () => {
    const onChange = vi.fn();
    render(<Stepper label="Multi-draw" value={14} values={[7, 14, 28]} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Increase Multi-draw" }));
    fireEvent.click(screen.getByRole("button", { name: "Decrease Multi-draw" }));
    expect(onChange.mock.calls).toEqual([[28], [7]]);
  });

  it("disables − at the minimum, + at the maximum, and both when disabled", () => {
    const { rerender } = render(<Stepper label="Boards" value={1} values={[1, 2]} onChange={() => {}} />);
    const down = screen.getByRole("button", { name: "Decrease Boards" }) as HTMLButtonElement;
    const up = screen.getByRole("button", { name: "Increase Boards" }) as HTMLButtonElement;
    expect([down.disabled, up.disabled]).toEqual([true, false]);
    rerender(<Stepper label="Boards" value={2} values={[1, 2]} onChange={() => {}} />);
    expect([down.disabled, up.disabled]).toEqual([false, true]);
    rerender(<Stepper label="Boards" value={1} values={[1, 2]} disabled onChange={() => {}} />);
    expect([down.disabled, up.disabled]).toEqual([true, true]);
  });

  it("steps to the neighbouring allowed value, and to none past the minimum or maximum", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 61 }),
        (raw, value) => {
          const values = [...raw].sort((a, b) => a - b);
          const { down, up } = neighbours(values, value);
          expect(down).toBe(values.filter((n) => n < value).at(-1));
          expect(up).toBe(values.find((n) => n > value));
          // Stepping never skips an allowed value nor leaves the list.
          if (down !== undefined) expect(values.some((n) => n > down && n < value)).toBe(false);
          if (up !== undefined) expect(values.some((n) => n > value && n < up)).toBe(false);
        },
      ),
    );
  });
});
