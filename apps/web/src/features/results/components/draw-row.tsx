import { Disclosure } from "@lotto/ui/disclosure";
import { colors, mediaExtraSmall, mediaUp, radius, space, type } from "@lotto/ui/theme";
import styled, { css } from "styled-components";
import { DrawnBalls } from "@/components/ball";
import { divisionOneText } from "@/components/results/division-one-text";
import { type DivisionRow, DivisionsTable } from "@/components/results/divisions-table";
import { DrawProof, type VerifyState } from "./draw-proof";

/** A drawn result as the history shows it (R-ENTITIES Result; docs/verifiable-draws.md proof). */
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

/** Props of {@link DrawRow}. */
export interface DrawRowProps {
  gameName: string;
  gameKind: "lotto" | "digits";
  colour: string;
  result: ResultView;
  verify: VerifyState;
  onVerify: () => void;
}

/**
 * Height of a closed row, which its skeleton keeps so nothing moves when the draws arrive: on a phone
 * the balls and the two disclosures take two lines each (measured at 320, 390 and 768 px).
 */
export const drawRowHeight = css`
  min-height: 280px;
  ${mediaExtraSmall} {
    min-height: 312px;
  }
  ${mediaUp("tablet")} {
    min-height: 190px;
  }
`;

/** One past draw: numbers as balls, Division 1, every dividend on demand and the draw's proof. */
export function DrawRow({ gameName, gameKind, colour, result, verify, onVerify }: DrawRowProps) {
  return (
    <Row aria-label={`${gameName} draw ${result.drawNumber}`} $colour={colour}>
      <Heading>
        <h3>Draw {result.drawNumber}</h3>
        <span>{result.drawDate}</span>
      </Heading>
      <DrawnBalls
        label="Winning numbers"
        gameKind={gameKind}
        colour={colour}
        winning={result.winning}
        supplementary={result.supplementary}
        powerball={result.powerball}
      />
      <Summary>{divisionOneText(result.divisions)}</Summary>
      <Disclosures>
        {result.divisions.length > 0 && (
          <Disclosure>
            <summary>Dividends</summary>
            <DivisionsTable caption={`Draw ${result.drawNumber} dividends`} rows={result.divisions} />
          </Disclosure>
        )}
        <DrawProof commitment={result.commitment} seed={result.seed} verify={verify} onVerify={onVerify} />
      </Disclosures>
    </Row>
  );
}

const Row = styled.article<{ $colour: string }>`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  ${drawRowHeight}
  box-sizing: border-box;
  padding: ${space.md};
  border-left: 6px solid ${(p) => p.$colour};
  border-radius: ${radius.md};
  background: ${colors.surface};
  color: ${colors.text};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs} ${space.sm};

  h3 {
    margin: 0;
    font-size: ${type.size.lg};
  }
  span {
    color: ${colors.textMuted};
  }
`;

const Summary = styled.p`
  margin: 0;
  font-weight: ${type.weight.semibold};
`;

// The two disclosures share a line while closed; an open one takes the full width.
const Disclosures = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${space.lg};

  details[open] {
    flex-basis: 100%;
  }
`;
