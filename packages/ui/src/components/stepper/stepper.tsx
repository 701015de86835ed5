import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import styled from "styled-components";
import { colors, focusRing, motion, radius, sizes, space, tabularNums, type } from "../../theme/theme";

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** The visible label; it names the group and, after "Decrease"/"Increase", each button. */
  label: string;
  value: number;
  /**
   * The numbers it may take, ascending: − and + move to the previous and next one, so the first is the
   * minimum and the last the maximum (a game's multi-draw counts need not be evenly spaced: 7, 14, 28).
   */
  values: readonly number[];
  /** How the value reads, e.g. `3 draws`; the bare number by default. */
  format?: (n: number) => string;
  onChange: (n: number) => void;
  disabled?: boolean;
}

/** The allowed values just below and above `value` (undefined past the minimum or maximum). */
export function neighbours(values: readonly number[], value: number): { down?: number; up?: number } {
  return { down: values.findLast((n) => n < value), up: values.find((n) => n > value) };
}

/**
 * A number with − and + buttons: a labelled group whose buttons are named ("Increase Multi-draw") and
 * disabled at the minimum and maximum, and whose value is announced as it changes. 44 px targets.
 */
export function Stepper({ label, value, values, format = String, onChange, disabled = false }: StepperProps) {
  const id = useId();
  const { down, up } = neighbours(values, value);
  return (
    <Group role="group" aria-labelledby={id}>
      <Label id={id}>{label}</Label>
      <Row $disabled={disabled}>
        <Step
          type="button"
          aria-label={`Decrease ${label}`}
          disabled={disabled || down === undefined}
          onClick={() => down !== undefined && onChange(down)}
        >
          <Minus size={20} aria-hidden="true" />
        </Step>
        <Value aria-live="polite">{format(value)}</Value>
        <Step
          type="button"
          aria-label={`Increase ${label}`}
          disabled={disabled || up === undefined}
          onClick={() => up !== undefined && onChange(up)}
        >
          <Plus size={20} aria-hidden="true" />
        </Step>
      </Row>
    </Group>
  );
}

// The label and the 44 px row line up with a select's in the same grid (option-select.tsx).
const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
`;

const Label = styled.span`
  font-size: 0.85rem;
  color: ${colors.textMuted};
`;

const Row = styled.div<{ $disabled: boolean }>`
  display: flex;
  align-items: stretch;
  min-height: ${sizes.touchTarget}px;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radius.sm};
  background: ${(p) => (p.$disabled ? colors.surfaceSubtle : colors.surface)};
`;

// The buttons overlap the row's 1 px border, so each is a full 44 px square inside a 44 px row.
const Step = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: ${sizes.touchTarget}px;
  margin: -1px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${colors.primary};
  cursor: pointer;
  transition: background-color ${motion.fast};
  &:hover:not(:disabled) { background: ${colors.primarySubtle}; }
  &:focus-visible { ${focusRing} }
  &:disabled { color: ${colors.inactive}; cursor: not-allowed; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Value = styled.output`
  flex: 1;
  display: grid;
  place-items: center;
  padding: 0 ${space.xxs};
  font-weight: ${type.weight.semibold};
  ${tabularNums}
`;
