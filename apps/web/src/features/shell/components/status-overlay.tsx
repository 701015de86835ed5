import { Spinner } from "@lotto/ui/spinner";
import { colors, sizes } from "@lotto/ui/theme";
import { Check, TriangleAlert } from "lucide-react";
import styled from "styled-components";
import type { OverlayState } from "@/lib/overlay-context";

/**
 * The loading/success/failure overlay (R-STATES); core's overlay machine closes success and failure
 * after the delay for the combined message (`useOverlay`).
 */
export function StatusOverlay({ state }: { state: OverlayState }) {
  if (state.kind === "closed") return null;
  return (
    <Backdrop>
      <Box role={state.kind === "failure" ? "alert" : "status"} aria-live="polite" data-overlay={state.kind}>
        {state.kind === "loading" ? (
          <Spinner label="Loading" />
        ) : (
          <>
            <Icon aria-hidden="true" $ok={state.kind === "success"}>
              {state.kind === "success" ? <Check size={24} /> : <TriangleAlert size={22} />}
            </Icon>
            {state.title && <strong>{state.title}</strong>}
            <p>{state.message}</p>
          </>
        )}
      </Box>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.overlay};
`;

const Box = styled.div`
  min-width: ${sizes.overlayWidth}px;
  min-height: ${sizes.overlayHeight}px;
  max-width: 90vw;
  padding: 16px;
  border-radius: 12px;
  background: ${colors.surface};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  text-align: center;
  p { margin: 0; }
`;

const Icon = styled.span<{ $ok: boolean }>`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${(p) => (p.$ok ? colors.success : colors.error)};
  color: ${colors.onPrimary};
  font-weight: 700;
`;
