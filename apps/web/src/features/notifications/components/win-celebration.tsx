import type { PlayerNotification } from "@lotto/api";
import { WIN_CELEBRATION_TEXT, winNextStepText } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { colors, elevation, mediaDown, radius, space, type } from "@lotto/ui/theme";
import styled, { keyframes } from "styled-components";

/** Props of {@link WinCelebration}. */
export interface WinCelebrationProps {
  /** The win: a `won` notification (its line, amount and the part waiting for a claim). */
  win: Pick<PlayerNotification, "id" | "text" | "amount" | "claim_amount">;
  onViewTicket: () => void;
  onDismiss: () => void;
}

const CONFETTI = [
  { left: "6%", delay: "0ms", colour: colors.accent },
  { left: "18%", delay: "180ms", colour: colors.primary },
  { left: "31%", delay: "60ms", colour: colors.info },
  { left: "47%", delay: "260ms", colour: colors.accent },
  { left: "62%", delay: "120ms", colour: colors.error },
  { left: "76%", delay: "320ms", colour: colors.primary },
  { left: "90%", delay: "40ms", colour: colors.info },
];

/**
 * A win's moment (docs/decisions.md "A moment for a win"): a panel at the top of the page, in the flow
 * (it covers nothing and blocks nothing), saying what was won and what happens to it next, with the
 * ticket a tap away. Confetti falls once, only when the player has not asked for reduced motion.
 */
export function WinCelebration({ win, onViewTicket, onDismiss }: WinCelebrationProps) {
  const amount = win.amount ?? 0;
  return (
    <Panel aria-labelledby={`win-${win.id}`} role="region">
      <Confetti aria-hidden="true">
        {CONFETTI.map((c) => (
          <i key={c.left} style={{ left: c.left, animationDelay: c.delay, background: c.colour }} />
        ))}
      </Confetti>
      <Greeting>{WIN_CELEBRATION_TEXT.greeting}</Greeting>
      <h2 id={`win-${win.id}`}>{win.text}</h2>
      <p role="status">{winNextStepText(amount, win.claim_amount ?? 0)}</p>
      <Actions>
        <Button type="button" onClick={onViewTicket}>
          {WIN_CELEBRATION_TEXT.viewTicket}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDismiss}>
          {WIN_CELEBRATION_TEXT.dismiss}
        </Button>
      </Actions>
    </Panel>
  );
}

const fall = keyframes`
  from { transform: translateY(-24px) rotate(0deg); opacity: 1; }
  to { transform: translateY(180px) rotate(540deg); opacity: 0; }
`;

const Panel = styled.section`
  position: relative;
  overflow: hidden;
  margin: ${space.md} auto 0;
  max-width: 960px;
  width: calc(100% - 2 * ${space.md});
  box-sizing: border-box;
  padding: ${space.lg};
  border: 2px solid ${colors.accent};
  border-radius: ${radius.md};
  background: ${colors.surface};
  box-shadow: ${elevation.raised};
  text-align: center;

  h2 {
    margin: ${space.xxs} 0 ${space.xs};
    font-size: ${type.size.xl};
  }
  p {
    margin: 0 auto ${space.md};
    max-width: 36rem;
  }
  ${mediaDown("tablet")} {
    padding: ${space.md};
    h2 { font-size: ${type.size.lg}; }
  }
`;

const Greeting = styled.p`
  && { margin-bottom: 0; }
  color: ${colors.primary};
  font-weight: ${type.weight.heavy};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: ${type.size.sm};
`;

const Confetti = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;

  i {
    position: absolute;
    top: 0;
    width: 8px;
    height: 14px;
    border-radius: 2px;
    opacity: 0;
  }
  @media (prefers-reduced-motion: no-preference) {
    i { animation: ${fall} 1.6s ease-in 1 both; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.sm};
`;
