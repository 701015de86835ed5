import type { TourKind } from "@lotto/core/machines";
import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import TourRunner from "./tour-runner";
import { TOURS } from "./tour-steps";

/** A page with every `data-tour` target the tours point at, then the tour on core's tour machine. */
function TourDemo(props: { kind: TourKind; onDone(): void; goHome(): void; showEndInfo(): void }) {
  return (
    <>
      <nav style={{ display: "flex", gap: 16, padding: 16 }}>
        <button type="button" data-tour="menu">
          Menu
        </button>
        {["play", "tickets", "results", "wallet"].map((tab) => (
          <a key={tab} href={`#${tab}`} data-tour={`${tab}-tab`}>
            {tab}
          </a>
        ))}
        <span data-tour="cart">Cart (2)</span>
      </nav>
      {["entry-options", "number-picker", "boards", "price-bar", "cart-tickets", "cart-summary"].map((id) => (
        <div key={id} data-tour={id} style={{ margin: 16, padding: 24, border: "1px dashed #767676" }}>
          {id}
        </div>
      ))}
      <TourRunner {...props} openFeedbackFooter={() => {}} />
    </>
  );
}

/**
 * The three tours step by step (R-STATES Tours): each play function walks every step with Next, goes
 * back with Previous, then finishes; the product tour also ends early with Escape.
 */
const meta = {
  title: "Tours/Tour steps",
  parameters: overlayDocs,
  component: TourDemo,
  args: { kind: "product", onDone: fn(), goHome: fn(), showEndInfo: fn() },
} satisfies Meta<typeof TourDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

// Shepherd draws its popovers at the end of <body>, outside the story's root.
const page = () => within(document.body);
// A popover fades in: it counts as shown once visible.
const shown = (text: string) => waitFor(() => expect(page().getByText(text)).toBeVisible());
// Its buttons join the accessibility tree a moment after its text (the fade's visibility transition).
const button = (name: string) => page().findByRole("button", { name });

const walk = async (kind: TourKind) => {
  const steps = TOURS[kind].steps;
  for (const [index, step] of steps.entries()) {
    await shown(`Step ${index + 1} of ${steps.length}`);
    await shown(step.description);
    if (index === 0) await expect(page().queryByRole("button", { name: "Previous" })).toBeNull();
    if (index === 1) {
      await userEvent.click(await button("Previous"));
      await shown(`Step 1 of ${steps.length}`);
      await userEvent.click(await button("Next"));
      await shown(`Step 2 of ${steps.length}`);
    }
    const last = index === steps.length - 1;
    await userEvent.click(await button(last ? "Finish" : "Next"));
  }
};

/** The product tour: seven steps, Previous on the second, Finish on the last. */
export const ProductTour: Story = {
  play: async ({ args }) => {
    await walk("product");
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    await expect(page().queryByText(/^Step \d/)).toBeNull();
  },
};

/** Escape ends the product tour early: home, with the end info (R-STATES). */
export const ProductTourEscape: Story = {
  play: async ({ args }) => {
    await shown("Step 1 of 7");
    await userEvent.keyboard("{ArrowRight}");
    await shown("Step 2 of 7");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    await expect(args.goHome).toHaveBeenCalledTimes(1);
    await expect(args.showEndInfo).toHaveBeenCalledTimes(1);
  },
};

/** The number picker tour on the game page's four parts. */
export const NumberPickerTour: Story = {
  args: { kind: "number-picker" },
  play: async ({ args }) => {
    await walk("number-picker");
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    await expect(args.goHome).not.toHaveBeenCalled();
  },
};

/** The shopping cart tour on the cart's tickets, total and icon. */
export const ShoppingCartTour: Story = {
  args: { kind: "shopping-cart" },
  play: async ({ args }) => {
    await walk("shopping-cart");
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

export const ShoppingCartTourMobile: Story = {
  ...ShoppingCartTour,
  globals: { viewport: { value: "mobile" } },
};
