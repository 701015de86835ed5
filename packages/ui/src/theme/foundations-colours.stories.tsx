import { GAMES } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { Grid, Tile } from "./foundations-parts";
import { colors, contrastRatio, gameColours, palette, textOn, textPairs } from "./theme";

/**
 * The colours of `theme.ts` as they render, each with the contrast of its text. Every value comes from
 * the code, so this page cannot drift from it.
 */
const meta = {
  title: "Foundations/Colours",
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
