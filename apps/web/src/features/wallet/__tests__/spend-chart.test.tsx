import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { SpendChartView } from "../components/spend-chart";

const data = {
  weeks: [
    { week_start: "2026-09-07", spend: 1200, limit: 5000 },
    { week_start: "2026-09-14", spend: 6100, limit: 5000 },
  ],
  remaining: 0,
};

it("labels each week under the bars as text, outside the stretched picture, and dates the table's weeks in words", () => {
  const { container } = render(<SpendChartView data={data} />);
  // The week labels are HTML beside the SVG (which scales unevenly), not SVG text squeezed with it.
  expect(container.querySelector("svg text")).toBeNull();
  const figure = container.querySelector("figure")!;
  expect(within(figure).getByText("07/09")).toBeTruthy();
  expect(within(figure).getByText("14/09")).toBeTruthy();
  const table = screen.getByRole("table");
  expect(within(table).getByRole("rowheader", { name: "7 Sept 2026" })).toBeTruthy();
  expect(within(table).getByRole("rowheader", { name: "14 Sept 2026" })).toBeTruthy();
});
