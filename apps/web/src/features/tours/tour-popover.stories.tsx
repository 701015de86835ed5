import type { TourKind } from "@lotto/core/machines";
import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { createShepherdView } from "./shepherd-tour";
import { TOURS } from "./tour-steps";
import { TourStyle } from "./tour-style";

const noop = () => {};

/** One tour step's popover as shepherd.js draws it, over stand-ins for the targets it points at. */
function TourPopover({ kind, step }: { kind: TourKind; step: number }) {
  useEffect(() => {
    const view = createShepherdView(TOURS[kind], { next: noop, previous: noop, end: noop });
    view.show(step);
    return view.close;
  }, [kind, step]);
  return (
    <>
      <TourStyle />
      <nav style={{ display: "flex", gap: 16, padding: 16 }}>
        <button type="button" data-tour="menu">
          Menu
        </button>
        <a href="#play" data-tour="play-tab">
          Play
        </a>
        <a href="#tickets" data-tour="tickets-tab">
          Tickets
        </a>
        <span data-tour="cart">Cart (2)</span>
      </nav>
      <div data-tour="number-picker" style={{ margin: 16, padding: 48, border: "1px dashed #999" }}>
        Number picker
      </div>
    </>
  );
}

const meta = {
  title: "Tours/TourPopover",
  parameters: overlayDocs,
  component: TourPopover,
  args: { kind: "product", step: 0 },
} satisfies Meta<typeof TourPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First step: no target, centred, no Previous. */
export const ProductFirstStep: Story = {};
/** A middle step pointing at its tab, with Previous, End Tour and Next. */
export const ProductMiddleStep: Story = { args: { step: 1 } };
/** The last step: Finish ends the tour. */
export const ProductLastStep: Story = { args: { step: 6 } };
export const NumberPickerStep: Story = { args: { kind: "number-picker", step: 1 } };
/** A cart step whose target is not on the page shows in the middle. */
export const ShoppingCartUntargeted: Story = { args: { kind: "shopping-cart", step: 0 } };
