import { divisionOneState } from "@lotto/core";
import styled from "styled-components";
import { colors } from "@/config/theme";
import { formatMoney } from "@/lib/format-money";
import { type DivisionRow, DivisionsTable } from "./divisions-table";

/** State of the in-browser draw check (core `verifyDraw`). */
export type VerifyState = "idle" | "verified" | "mismatch";

/** A drawn result as the Results page shows it (R-ENTITIES Result; R-DRAW-ENGINE verifiable draw). */
export interface ResultView {
  drawNumber: number;
  drawDate: string;
  winning: readonly number[];
  supplementary: readonly number[];
  powerball: number | null;
  divisions: readonly DivisionRow[];
  commitment: string;
  seed: string;
}

/** Props of {@link ResultCard}. */
export interface ResultCardProps {
  gameName: string;
  colour: string;
  result: ResultView;
  verify: VerifyState;
  onVerify: () => void;
  /** Opens the dividends dialog; offered when division one has winners (R-SCREENS). */
  onOpenDividends: () => void;
}

const VERIFY_TEXT: Record<VerifyState, string> = {
  idle: "",
  verified: "Verified: the seed matches the commitment and gives these numbers.",
  mismatch: "Verification failed: the numbers do not follow from the published seed.",
};

/**
 * One draw: numbers, divisions table, verification data and a 'Verify' action; division-one winners open
 * the dividends dialog (R-SCREENS Results, Home).
 */
export function ResultCard({ gameName, colour, result, verify, onVerify, onOpenDividends }: ResultCardProps) {
  const divisionOne = result.divisions.find((line) => line.division === 1);
  return (
    <Card aria-label={`${gameName} draw ${result.drawNumber}`} $colour={colour}>
      <h2>
        {gameName} · Draw {result.drawNumber}
      </h2>
      <p>{result.drawDate}</p>
      <Balls>
        <span>Winning numbers: {result.winning.join(" ")}</span>
        {result.supplementary.length > 0 && <span>Supplementary: {result.supplementary.join(" ")}</span>}
        {result.powerball !== null && <span>Powerball: {result.powerball}</span>}
      </Balls>
      {divisionOne && divisionOneState(result.divisions) === "winners" && (
        <LinkButton type="button" onClick={onOpenDividends}>
          Division 1: {formatMoney(divisionOne.each)} · {divisionOne.winners} winners
        </LinkButton>
      )}
      <DivisionsTable caption={`Draw ${result.drawNumber} dividends`} rows={result.divisions} />
      <details>
        <summary>Verification data</summary>
        <Mono>Commitment: {result.commitment}</Mono>
        <Mono>Seed: {result.seed}</Mono>
      </details>
      <Verify>
        <button type="button" onClick={onVerify}>
          Verify
        </button>
        <span role="status" data-verify={verify}>
          {VERIFY_TEXT[verify]}
        </span>
      </Verify>
    </Card>
  );
}

const Card = styled.article<{ $colour: string }>`
  padding: 16px;
  border-top: 6px solid ${(p) => p.$colour};
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 4px 6px;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  caption {
    text-align: left;
    font-weight: 700;
  }
`;

const Balls = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-bottom: 8px;
  font-weight: 700;
`;

const Mono = styled.p`
  margin: 4px 0;
  font-family: monospace;
  word-break: break-all;
`;

const Verify = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 8px;

  button {
    padding: 6px 12px;
    border: 1px solid ${colors.primary};
    border-radius: 6px;
    background: ${colors.surface};
    color: ${colors.primary};
    cursor: pointer;
  }
`;

const LinkButton = styled.button`
  margin-bottom: 8px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.primary};
  font-weight: 700;
  cursor: pointer;
`;
