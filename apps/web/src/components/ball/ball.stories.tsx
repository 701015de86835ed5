import { colors } from "@lotto/ui/theme";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { Ball } from "./ball";
import { BallButton } from "./ball-button";
import { BallGrid } from "./ball-grid";
import type { BallKind } from "./ball-look";
import { BoardBalls } from "./board-balls";
import { DrawnBalls } from "./drawn-balls";

const SATURDAY = "#d6001c";
const POWERBALL = "#2e3192";
const SUPER66 = "#f7941d";
const KINDS: BallKind[] = ["main", "supplementary", "powerball", "digit"];

/** Every kind in every look: shown, matched, missed; then the picker's open, selected and disabled. */
function Gallery() {
  return (
    <Sheet>
      {KINDS.map((kind) => (
        <section key={kind} aria-label={kind}>
          <h2>{kind}</h2>
          <Line>
            <Ball value={7} kind={kind} colour={SATURDAY} size="small" />
            <Ball value={7} kind={kind} colour={SATURDAY} />
            <Ball value={7} kind={kind} colour={SATURDAY} matched />
            <Ball value={7} kind={kind} colour={SATURDAY} matched={false} />
            {kind !== "supplementary" && (
              <>
                <BallButton value={7} kind={kind} colour={SATURDAY} selected={false} onClick={() => {}} />
                <BallButton value={8} kind={kind} colour={SATURDAY} selected onClick={() => {}} />
                <BallButton
                  value={9}
                  kind={kind}
                  colour={SATURDAY}
                  selected={false}
                  disabled
                  onClick={() => {}}
                />
              </>
            )}
          </Line>
        </section>
      ))}
    </Sheet>
  );
}

/** A picker barrel: 44 px buttons, six chosen, the rest locked once the board is full. */
function Picker({ colour, max }: { colour: string; max: number }) {
  const [picked, setPicked] = useState([3, 9, 17, 22, 29, 41]);
  const toggle = (n: number) => setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p, n]));
  return (
    <Sheet>
      <BallGrid>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <BallButton
            key={n}
            value={n}
            colour={colour}
            selected={picked.includes(n)}
            disabled={!picked.includes(n) && picked.length >= 6}
            onClick={() => toggle(n)}
          />
        ))}
      </BallGrid>
    </Sheet>
  );
}

/** The rows of balls the results, tickets, favourites and cart show. */
function Rows() {
  return (
    <Sheet>
      <DrawnBalls
        label="Saturday Lotto numbers"
        gameKind="lotto"
        colour={SATURDAY}
        winning={[3, 9, 17, 30, 31, 44]}
        supplementary={[22, 5]}
        powerball={null}
      />
      <DrawnBalls
        label="Powerball numbers"
        gameKind="lotto"
        colour={POWERBALL}
        winning={[1, 5, 9, 13, 22, 30, 35]}
        supplementary={[]}
        powerball={7}
      />
      <DrawnBalls
        label="Super66 numbers"
        gameKind="digits"
        colour={SUPER66}
        winning={[0, 4, 4, 8, 1, 9]}
        supplementary={[]}
        powerball={null}
      />
      <BoardBalls
        label="Board A"
        gameKind="lotto"
        colour={SATURDAY}
        numbers={[3, 9, 17, 22, 29, 41]}
        matches={{
          numbers: ["winning", "winning", "winning", "supplementary", "none", "none"],
          powerball: null,
        }}
      />
      <BoardBalls
        label="Board B"
        gameKind="lotto"
        colour={POWERBALL}
        numbers={[2, 4, 6, 8, 10, 12, 14]}
        powerball={0}
      />
      <BoardBalls
        label="Board C"
        gameKind="lotto"
        colour={POWERBALL}
        numbers={[2, 4, 6, 8, 10, 12, 14]}
        powerball={14}
        matches={{ numbers: ["winning", "none", "winning", "none", "none", "none", "none"], powerball: true }}
      />
    </Sheet>
  );
}

const meta = {
  title: "Components/Ball",
  component: Ball,
  args: { value: 17, kind: "main", colour: SATURDAY },
} satisfies Meta<typeof Ball>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { globals: { viewport: { value: "mobile" } } };

/** A main number in the game's colour. */
export const Main: Story = {};
/** A supplementary: a ring, not a fill. */
export const Supplementary: Story = { args: { kind: "supplementary" } };
/** The Powerball: yellow with a double border, whatever the game. */
export const Powerball: Story = { args: { kind: "powerball", colour: POWERBALL } };
/** A digit of Super66 or Cash 3: a rounded square. */
export const Digit: Story = { args: { kind: "digit", value: 4, colour: SUPER66 } };
/** A ticket's number the draw matched: filled with a tick. */
export const Matched: Story = { args: { matched: true } };
/** A ticket's number the draw missed: muted. */
export const Missed: Story = { args: { matched: false } };

/** Every kind in every state, desktop. */
export const AllStatesDesktop: Story = { render: () => <Gallery /> };
/** Every kind in every state, mobile. */
export const AllStatesMobile: Story = { ...mobile, render: () => <Gallery /> };
/** A 45-ball barrel, full: desktop. */
export const PickerDesktop: Story = { render: () => <Picker colour={SATURDAY} max={45} /> };
/** A 45-ball barrel at 375 px: 44 px targets, no sideways scroll. */
export const PickerMobile: Story = { ...mobile, render: () => <Picker colour={SATURDAY} max={45} /> };
/** Draw and board rows, desktop. */
export const RowsDesktop: Story = { render: () => <Rows /> };
/** Draw and board rows, mobile. */
export const RowsMobile: Story = { ...mobile, render: () => <Rows /> };

const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  background: ${colors.surface};
  color: ${colors.text};

  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;
