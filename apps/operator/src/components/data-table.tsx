import { stackedRows } from "@lotto/ui/table";
import { colors, radius, space, type } from "@lotto/ui/theme";
import styled from "styled-components";

/**
 * The console's tables: a card with a caption, column headers and rows that stack on phones (give each
 * cell a `data-label`). Long values (accounts, stacks) wrap inside their cell.
 */
export const DataTable = styled.table`
  background: ${colors.surface};
  border-radius: ${radius.md};
  font-size: ${type.size.sm};
  caption {
    text-align: left;
    padding: ${space.xs} 0;
    font-weight: ${type.weight.semibold};
    color: ${colors.textMuted};
  }
  th,
  td {
    padding: ${space.xs} ${space.sm};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${colors.border};
    overflow-wrap: anywhere;
  }
  th {
    font-weight: ${type.weight.semibold};
  }
  td.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ${stackedRows}
`;

/** A row's buttons, side by side, wrapping when narrow. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;
