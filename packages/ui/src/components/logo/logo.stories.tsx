import type { Meta, StoryObj } from "@storybook/react-vite";
import { colors } from "../../theme/theme";
import { Logo, LogoMark } from "./logo";

/** The Play Online logo on each background it is used on, and the mark alone (the favicon's drawing). */
const meta = { title: "UI/Logo", component: Logo, args: { tone: "onBrand", size: 32 } } satisfies Meta<
  typeof Logo
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the top bar, on the brand colour. */
export const OnBrand: Story = {
  decorators: [(Story) => <div style={{ background: colors.primary, padding: 16 }}>{Story()}</div>],
};

/** On a light page: full-screen states (activation, password reset, errors). */
export const OnLight: Story = { args: { tone: "onLight", size: 48 } };

/** In the footer, on dark chrome. */
export const OnDark: Story = {
  args: { tone: "onDark" },
  decorators: [(Story) => <div style={{ background: colors.inverseSurface, padding: 16 }}>{Story()}</div>],
};

/** The mark alone at the sizes it is drawn. */
export const Mark: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
      <LogoMark size={16} />
      <LogoMark size={32} />
      <LogoMark size={64} />
    </div>
  ),
};
