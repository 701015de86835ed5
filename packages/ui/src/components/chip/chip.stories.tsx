import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Chip, ChipButton } from "./chip";

/** Static chips in each tone and size, and selectable chips alone and as a radio group. */
const meta = { title: "UI/Chip", component: Chip, args: { children: "Participating" } } satisfies Meta<
  typeof Chip
>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile" } };

export const Neutral: Story = {};
export const Brand: Story = { args: { tone: "brand", children: "Favourite" } };
export const Accent: Story = { args: { tone: "accent", children: "Winning" } };
/** The 404 page's chips 4-0-4: one character at the hero size is a round chip. */
export const Hero: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 12 }}>
      <Chip size="hero" tone="accent">
        4
      </Chip>
      <Chip size="hero" tone="accent">
        0
      </Chip>
      <Chip size="hero" tone="accent">
        4
      </Chip>
    </div>
  ),
};
export const HeroMobile: Story = { ...Hero, globals: mobile };
export const TonesMobile: Story = {
  globals: mobile,
  render: () => (
    <div style={{ display: "flex", gap: 8 }}>
      <Chip>Not winning</Chip>
      <Chip tone="brand">Favourite</Chip>
      <Chip tone="accent">Winning</Chip>
    </div>
  ),
};

function Powerpik() {
  const [on, setOn] = useState(false);
  return (
    <ChipButton selected={on} onClick={() => setOn(!on)}>
      Powerpik
    </ChipButton>
  );
}

/** A toggle chip, off then pressed: the pressed one is filled and ticked. */
export const Toggle: Story = {
  render: () => <Powerpik />,
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole("button", { name: "Powerpik" });
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute("aria-pressed", "true");
  },
};
export const ToggleMobile: Story = { ...Toggle, globals: mobile };

/** A disabled choice. */
export const Disabled: Story = {
  render: () => (
    <ChipButton selected={false} disabled>
      $1.00
    </ChipButton>
  ),
};

function Stakes() {
  const [stake, setStake] = useState("$0.50");
  return (
    <div role="radiogroup" aria-label="Stake" style={{ display: "flex", flexWrap: "wrap", gap: 4 }}>
      {["$0.50", "$1.00"].map((s) => (
        <ChipButton key={s} radio selected={s === stake} onClick={() => setStake(s)}>
          {s}
        </ChipButton>
      ))}
    </div>
  );
}

/** Chips as a radio group (Cash 3's stake): one checked at a time. */
export const RadioGroup: Story = {
  render: () => <Stakes />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Stake" });
    await userEvent.click(within(group).getByRole("radio", { name: "$1.00" }));
    await expect(within(group).getByRole("radio", { name: "$1.00" })).toHaveAttribute("aria-checked", "true");
    await expect(within(group).getByRole("radio", { name: "$0.50" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  },
};
export const RadioGroupMobile: Story = { ...RadioGroup, globals: mobile };
