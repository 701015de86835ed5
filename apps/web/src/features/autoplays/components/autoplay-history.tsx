import { Disclosure } from "@lotto/ui/disclosure";
import { colors, space } from "@lotto/ui/theme";
import styled from "styled-components";
import { Link } from "wouter";
import type { AutoplayRunLine } from "./autoplay-list";

/** Every draw an autoplay bought or skipped, newest first, behind a disclosure (closed by default). */
export function AutoplayHistory({ runs }: { runs: readonly AutoplayRunLine[] }) {
  if (runs.length === 0) return null;
  return (
    <Disclosure>
      <summary>History ({runs.length})</summary>
      <Runs>
        {runs.map((run) => (
          <li key={run.draw} data-outcome={run.bought ? "bought" : "skipped"}>
            <strong>Draw {run.draw}</strong>{" "}
            {run.ticketHref ? <Link href={run.ticketHref}>{run.text}</Link> : <span>{run.text}</span>}
          </li>
        ))}
      </Runs>
    </Disclosure>
  );
}

const Runs = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  li { padding-left: ${space.xs}; border-left: 3px solid ${colors.border}; }
  li[data-outcome="skipped"] { border-left-color: ${colors.warning}; }
`;
