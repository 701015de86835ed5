import { screen } from "@testing-library/react";

/**
 * Waits for the whole entry: the boards, odds and price commit in a render after the picker's
 * (components/render-later.tsx), so a test that reads them first waits for the price. That render is
 * a transition, which a busy test machine can hold back past the default second.
 */
export const entryShown = () => screen.findByRole("region", { name: "Price" }, { timeout: 5_000 });
