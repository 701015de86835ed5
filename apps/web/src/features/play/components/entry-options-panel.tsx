import { Stepper } from "@lotto/ui/stepper";
import styled, { css } from "styled-components";
import { ChoiceGroup } from "./choice-group";
import { type OptionChoice, OptionSelect } from "./option-select";

/** One option control: its label, current value and priced choices (from core and the config). */
export interface OptionControl {
  label: string;
  value: string;
  options: readonly OptionChoice[];
  onChange: (value: string) => void;
  /** Toggle buttons instead of a select (Cash 3 stake/play type, Medley day). */
  toggles?: boolean;
  /** − and + through its numeric values instead of a select (the number of draws). */
  stepper?: boolean;
}

// A numeric control's values, ascending, each reading as its choice's label.
function StepperControl({ control }: { control: OptionControl }) {
  const values = control.options.map((o) => Number(o.value));
  return (
    <Stepper
      label={control.label}
      value={Number(control.value)}
      values={values}
      format={(n) => control.options.find((o) => Number(o.value) === n)?.label ?? String(n)}
      disabled={values.length < 2}
      onChange={(n) => control.onChange(String(n))}
    />
  );
}

/** The entry options of a game page: system, boards, multi-draw, advance play and game extras (R-ENTITIES). */
export function EntryOptionsPanel({ controls }: { controls: readonly OptionControl[] }) {
  return (
    <Panel aria-label="Entry options">
      {controls
        .filter((c) => c.options.length > 0)
        .map((c) =>
          c.stepper ? (
            <StepperControl key={c.label} control={c} />
          ) : c.toggles ? (
            <ChoiceGroup
              key={c.label}
              label={c.label}
              value={c.value}
              options={c.options}
              onChange={c.onChange}
            />
          ) : (
            <OptionSelect
              key={c.label}
              label={c.label}
              value={c.value}
              options={c.options}
              onChange={c.onChange}
            />
          ),
        )}
    </Panel>
  );
}

/**
 * The options' grid: as many 180 px columns as fit, each group of chips on a row of its own (its
 * choices side by side rather than wrapping in one column). The loading skeleton lays out the same.
 */
export const OPTIONS_GRID = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  > [role="radiogroup"], > [data-wide] { grid-column: 1 / -1; }
`;

const Panel = styled.section`
  ${OPTIONS_GRID}
`;
