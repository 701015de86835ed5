import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StandaloneHeader } from "./standalone-header";

describe("StandaloneHeader", () => {
  it("shows the logo and a way home, both links to /", () => {
    render(<StandaloneHeader />);
    expect(screen.getByRole("link", { name: "Play Online home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByText("Play Online")).toBeTruthy();
  });
});
