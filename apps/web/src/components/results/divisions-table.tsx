import { colors, mediaDown, space, tabularNums, type } from "@lotto/ui/theme";
import styled from "styled-components";
import type { DivisionLine } from "./result-summary";

/** One division row: the combination text and its dividend in words (R-ENTITIES Result divisions, division_matrix). */
export type DivisionRow = DivisionLine;

/** Props of {@link DivisionsTable}. */
export interface DivisionsTableProps {
  /** Left out where a heading already names the table (the dividends dialog's title). */
  caption?: string;
  rows: readonly DivisionRow[];
}

const COLUMNS = ["Division", "Winning combination", "Prize each", "Winners"] as const;

/**
 * A draw's divisions: combination, prize each and winners (R-SCREENS Results). Under 600 px each row
 * stacks into labelled lines, so nothing scrolls sideways at 320 px. The results history and the
 * dividends dialog both show it.
 */
export function DivisionsTable({ caption, rows }: DivisionsTableProps) {
  if (rows.length === 0) return <p>Dividends are not yet available.</p>;
  return (
    <Table role="table">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.division}>
            <td data-label={COLUMNS[0]}>{row.division}</td>
            <td data-label={COLUMNS[1]}>{row.combination}</td>
            <td data-label={COLUMNS[2]} data-won={row.winners > 0}>
              {row.prize}
            </td>
            <td data-label={COLUMNS[3]}>{row.winners}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  ${tabularNums}

  caption {
    padding-bottom: ${space.xs};
    font-weight: ${type.weight.bold};
    text-align: left;
  }
  th,
  td {
    padding: ${space.xs};
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  th {
    color: ${colors.textMuted};
    font-size: ${type.size.sm};
  }
  td[data-won="false"] {
    color: ${colors.textMuted};
  }

  ${mediaDown("tablet")} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      padding: ${space.xs} 0;
      border-bottom: 1px solid ${colors.border};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${space.sm};
      padding: 2px 0;
      border: 0;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      color: ${colors.textMuted};
      text-align: left;
    }
  }
`;
