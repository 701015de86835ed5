import { GAMES } from "@lotto/core";
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
import { type ReactNode, useEffect, useState } from "react";
import styled from "styled-components";
import { PasswordChecklist } from "@/components/form";
import { Chip } from "@/components/ui/chip";
import { Logo } from "@/components/ui/logo";
import { Spinner } from "@/components/ui/spinner";
import { CartIcon } from "@/features/shell/components/cart-icon";
import {
  breakpoints,
  colors,
  contrastRatio,
  elevation,
  gameColours,
  palette,
  radius,
  sizes,
  space,
  textOn,
  textPairs,
  type,
} from "./theme";

/**
 * The design tokens of `theme.ts` as they render: colours (with the contrast of their text), type,
 * layout sizes and breakpoints, and the glyphs the shop uses as icons. Every value comes from the code,
 * so this page cannot drift from it.
 */
const meta = {
  title: "Foundations",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const hex = (value: string) => value.startsWith("#");

function Swatch({ name, value, note }: { name: string; value: string; note?: string }) {
  const text = hex(value) ? textOn(value) : colors.surface;
  return (
    <Tile>
      <Sample style={{ background: value, color: text }}>Aa</Sample>
      <strong>{name}</strong>
      <code>{value}</code>
      {hex(value) && <small>text {contrastRatio(text, value).toFixed(1)}:1</small>}
      {note && <small>{note}</small>}
    </Tile>
  );
}

/**
 * The primitive scale (`palette`), the semantic colours components use (`colors`), every text/background
 * pair with its WCAG ratio, and each game's colour (`gameColours`) with the text colour that reads on it.
 */
export const Colours: Story = {
  render: () => (
    <>
      <h2>Semantic colours</h2>
      <Grid>
        {Object.entries(colors).map(([name, value]) => (
          <Swatch key={name} name={name} value={value} />
        ))}
      </Grid>
      <h2>Text on backgrounds (WCAG AA)</h2>
      <Grid>
        {textPairs.map(({ fg, bg, min }) => (
          <Tile key={`${fg}-${bg}`}>
            <Sample style={{ background: colors[bg], color: colors[fg] }}>Aa</Sample>
            <small>
              {fg} on {bg}: {contrastRatio(colors[fg], colors[bg]).toFixed(1)}:1 (needs {min}:1)
            </small>
          </Tile>
        ))}
      </Grid>
      <h2>Primitives</h2>
      <Grid>
        {Object.entries(palette).map(([name, value]) => (
          <Swatch key={name} name={name} value={value} />
        ))}
      </Grid>
      <h2>Game colours</h2>
      <Grid>
        {GAMES.map((game) => (
          <Swatch key={game.id} name={game.name} value={gameColours[game.id] ?? colors.primary} />
        ))}
      </Grid>
    </>
  ),
};

function FontStack() {
  const [stack, setStack] = useState("");
  useEffect(() => setStack(getComputedStyle(document.body).fontFamily), []);
  return <code>{stack}</code>;
}

/** The type the shop uses: the system font stack of `global-style.ts`, its headings and text sizes. */
export const Typography: Story = {
  render: () => (
    <>
      <p>
        Font: <FontStack />, line height 1.5, text <code>{colors.text}</code>.
      </p>
      <Specimens>
        <TypeRow label="h1">
          <h1>Tickets for Saturday</h1>
        </TypeRow>
        <TypeRow label="h2">
          <h2>Latest results</h2>
        </TypeRow>
        <TypeRow label="h3">
          <h3>Division 1</h3>
        </TypeRow>
        {Object.entries(type.size).map(([name, size]) => (
          <TypeRow key={name} label={`type.size.${name} ${size}`}>
            <p style={{ fontSize: size, margin: 0 }}>$1,234.50 Saturday Lotto</p>
          </TypeRow>
        ))}
        <TypeRow label="tabular-nums">
          <p style={{ fontVariantNumeric: "tabular-nums", margin: 0 }}>
            $1,111.11
            <br />
            $8,888.88
          </p>
        </TypeRow>
        <TypeRow label="body 1rem">
          <p>Pick 6 numbers from 1 to 45, or let Quick Pick choose.</p>
        </TypeRow>
        <TypeRow label="small 0.85rem">
          <p style={{ fontSize: "0.85rem" }}>Sales close at 7:30pm Perth time.</p>
        </TypeRow>
        <TypeRow label="muted">
          <p style={{ color: colors.textMuted }}>Available in-store</p>
        </TypeRow>
        <TypeRow label="link">
          <p>
            <a href="#typography">Forgot password?</a>
          </p>
        </TypeRow>
      </Specimens>
    </>
  ),
};

function TypeRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <code>{label}</code>
      <div>{children}</div>
    </>
  );
}

/** Layout sizes (`sizes`) and the device-class breakpoints (`breakpoints`), drawn to scale. */
export const Spacing: Story = {
  render: () => (
    <>
      <h2>Sizes</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">px</th>
            <th scope="col">Scale</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(sizes).map(([name, px]) => (
            <tr key={name}>
              <td>
                <code>sizes.{name}</code>
              </td>
              <td>{px}</td>
              <td>
                <Bar style={{ width: `${Math.min(px, 1200) / 4}px` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Space (4 px base)</h2>
      <Table>
        <tbody>
          {Object.entries(space).map(([name, px]) => (
            <tr key={name}>
              <td>
                <code>space.{name}</code>
              </td>
              <td>{px}</td>
              <td>
                <Bar style={{ width: px }} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Radius and elevation</h2>
      <Grid>
        {Object.entries(radius).map(([name, r]) => (
          <Tile key={name} style={{ borderRadius: r }}>
            <code>radius.{name}</code>
            {r}
          </Tile>
        ))}
        {Object.entries(elevation).map(([name, shadow]) => (
          <Tile key={name} style={{ boxShadow: shadow }}>
            <code>elevation.{name}</code>
          </Tile>
        ))}
      </Grid>
      <h2>Breakpoints (min width of each device class)</h2>
      <Table>
        <tbody>
          {Object.entries(breakpoints).map(([name, px]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{px} px and up</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  ),
};

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

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 16px;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  padding: 12px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
`;

const Sample = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 64px;
  border-radius: 6px;
  font-size: 1.5rem;
  font-weight: 700;
`;

const Specimens = styled.div`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  align-items: baseline;
`;

const Table = styled.table`
  border-collapse: collapse;
  td, th { padding: 4px 12px 4px 0; text-align: left; }
`;

const Bar = styled.div`
  height: 12px;
  background: ${colors.primary};
`;
