import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StackedTable } from "./stacked-table";

describe("StackedTable", () => {
  it("stacks rows under the tablet breakpoint, each cell labelled from its data-label", () => {
    render(
      <StackedTable>
        <tbody>
          <tr>
            <td data-label="Prize">$10</td>
          </tr>
        </tbody>
      </StackedTable>,
    );
    const css = [...document.querySelectorAll("style")]
      .map((s) => s.textContent ?? "")
      .join("")
      .replace(/\s+/g, "");
    expect(css).toContain("@media(max-width:599.98px)");
    expect(css).toContain("content:attr(data-label)");
    expect(css).toMatch(/thead\{display:block;position:absolute;/);
  });
});
