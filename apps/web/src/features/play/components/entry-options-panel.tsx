import styled from "styled-components";
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
}

/** The entry options of a game page: system, boards, multi-draw, advance play and game extras (R-ENTITIES). */
export function EntryOptionsPanel({ controls }: { controls: readonly OptionControl[] }) {
  return (
    <Panel aria-label="Entry options">
      {controls
        .filter((c) => c.options.length > 0)
        .map((c) =>
          c.toggles ? (
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

const Panel = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
`;
