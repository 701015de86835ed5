import { colors, sizes } from "@lotto/ui/theme";
import { X } from "lucide-react";
import styled from "styled-components";

/** Feedback footer bar (R-SCREENS): 'Have some feedback for us?', closable. */
export function FeedbackBar({ onFeedback, onClose }: { onFeedback(): void; onClose(): void }) {
  return (
    <Bar role="complementary" aria-label="Feedback">
      <span>Have some feedback for us?</span>
      <Action type="button" onClick={onFeedback}>
        Leave feedback
      </Action>
      <Close type="button" aria-label="Close feedback bar" onClick={onClose}>
        <X size={22} />
      </Close>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 8px 16px;
  background: ${colors.accent};
  color: ${colors.text};
`;

const Action = styled.button`
  border: none;
  background: none;
  text-decoration: underline;
  font-weight: 600;
  cursor: pointer;
`;

const Close = styled.button`
  min-width: ${sizes.touchTarget}px;
  min-height: ${sizes.touchTarget}px;
  border: none;
  background: none;
  font-size: 1.4rem;
  cursor: pointer;
`;
