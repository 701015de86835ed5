import { Chip } from "@lotto/ui/chip";
import { PasswordChecklist } from "@lotto/ui/form";
import { Grid, Tile } from "@lotto/ui/foundations-parts";
import { Logo } from "@lotto/ui/logo";
import { Spinner } from "@lotto/ui/spinner";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  ArrowDown,
  Bell,
  Check,
  CircleAlert,
  CircleCheck,
  CirclePlay,
  Info,
  Menu,
  ShoppingCart,
  Ticket,
  TriangleAlert,
  Trophy,
  Wallet,
  X,
} from "lucide-react";
import { CartIcon } from "@/features/shell/components/cart-icon";

/**
 * The glyphs the shop uses as icons, as they render, then its brand marks. Every icon comes from the code,
 * so this page cannot drift from it.
 */
const meta = {
  title: "Foundations/Icons",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ICONS = {
  Menu,
  ShoppingCart,
  Bell,
  X,
  Check,
  Info,
  CircleCheck,
  CircleAlert,
  TriangleAlert,
  ArrowDown,
  CirclePlay,
  Ticket,
  Trophy,
  Wallet,
};

/**
 * Icons are Lucide's SVGs (one 2 px stroke, 24 px grid), imported by name so only these reach the
 * bundle; the components that own them give icon-only buttons their names. Then the brand marks.
 */
export const Icons: Story = {
  render: () => (
    <Grid>
      {Object.entries(ICONS).map(([name, Icon]) => (
        <Tile key={name}>
          <Icon size={24} />
          <small>{name}</small>
        </Tile>
      ))}
      <Tile>
        <CartIcon count={0} overLimitMessage={null} />
        <small>Cart, empty</small>
      </Tile>
      <Tile>
        <CartIcon count={3} overLimitMessage={null} />
        <small>Cart with its ticket count</small>
      </Tile>
      <Tile>
        <Logo tone="onLight" />
        <small>Logo</small>
      </Tile>
      <Tile>
        <Spinner size={32} />
        <small>Busy</small>
      </Tile>
      <Tile>
        <PasswordChecklist password="Lotto2026" />
        <small>Password rules met and not yet met</small>
      </Tile>
      <Tile>
        <Chip size="hero" tone="accent">
          4
        </Chip>
        <small>Hero chip</small>
      </Tile>
    </Grid>
  ),
};
