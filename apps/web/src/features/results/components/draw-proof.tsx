import { Disclosure } from "@lotto/ui/disclosure";
import { colors, focusRing, radius, space, type } from "@lotto/ui/theme";
import styled from "styled-components";
import { CopyValue } from "./copy-value";

/** State of the in-browser draw check (core `verifyDraw`). */
export type VerifyState = "idle" | "verified" | "mismatch";

/** Props of {@link DrawProof}. */
export interface DrawProofProps {
  commitment: string;
  seed: string;
  verify: VerifyState;
  onVerify: () => void;
}

const VERIFY_TEXT: Record<VerifyState, string> = {
  idle: "",
  verified: "Verified: the seed matches the commitment and gives these numbers.",
  mismatch: "Verification failed: the numbers do not follow from the published seed.",
};

/** A command any computer with Python 3 runs to hash the seed; its answer must equal the commitment. */
const hashCommand = (seed: string) =>
  `python3 -c "import hashlib; print(hashlib.sha256(bytes.fromhex('${seed}')).hexdigest())"`;

/**
 * 'Check this draw yourself': the verifiable draw (docs/verifiable-draws.md) in plain words, the two
 * published values to copy, a check in the browser and a one-line check on the player's own computer.
 */
export function DrawProof({ commitment, seed, verify, onVerify }: DrawProofProps) {
  return (
    <Disclosure>
      <summary>Check this draw yourself</summary>
      <Body>
        <p>
          Before sales closed we locked in a secret number, the <strong>seed</strong>, and published its
          fingerprint, the <strong>commitment</strong>. After the draw we revealed the seed. The winning
          numbers are worked out from the seed by a published method, so nobody could pick them, and the
          fingerprint proves the seed was not swapped after you bought your ticket.
        </p>
        <CopyValue label="Commitment, published before the draw" value={commitment} />
        <CopyValue label="Seed, revealed after the draw" value={seed} />
        <Check>
          <button type="button" onClick={onVerify}>
            Check this draw
          </button>
          <span role="status" data-verify={verify}>
            {VERIFY_TEXT[verify]}
          </span>
        </Check>
        <p>
          Prefer your own computer? Run this line with Python 3: it prints the seed's fingerprint, which must
          be exactly the commitment above.
        </p>
        <CopyValue label="Python 3 command" value={hashCommand(seed)} />
      </Body>
    </Disclosure>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.sm};
  border-radius: ${radius.md};
  background: ${colors.background};

  p {
    margin: 0;
  }
`;

const Check = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};

  button {
    min-height: 44px;
    padding: 0 ${space.md};
    border: 0;
    border-radius: ${radius.sm};
    background: ${colors.primary};
    color: ${colors.onPrimary};
    font-weight: ${type.weight.bold};
    cursor: pointer;
  }
  button:focus-visible {
    ${focusRing}
  }
`;
