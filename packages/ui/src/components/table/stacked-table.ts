import styled, { css } from "styled-components";
import { colors, mediaDown, space, type } from "../../theme/theme";

/**
 * Table rows that stack on phones (under the tablet breakpoint, 600 px): each row becomes a block and
 * each cell a "label: value" line, the label taken from the cell's `data-label` (its column header),
 * so a wide table never scrolls the page sideways. From 600 px it is a plain table. Apply it last in a
 * styled table's CSS, so its phone layout wins over the cell styles before it.
 */
export const stackedRows = css`
  width: 100%;
  border-collapse: collapse;
  ${mediaDown("tablet")} {
    /* Hidden but read: a block (a row group would ignore overflow) of 1 px off the layout. */
    thead {
      display: block;
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      display: block;
      padding: ${space.xs} 0;
      border-bottom: 1px solid ${colors.border};
    }
    td,
    th[scope="row"] {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: ${space.xs};
      padding: 2px 0;
      border: none;
      overflow-wrap: anywhere;
    }
    td::before,
    th[scope="row"]::before {
      content: attr(data-label);
      overflow-wrap: normal;
      color: ${colors.textMuted};
      font-weight: ${type.weight.semibold};
    }
  }
`;

/** A table whose rows stack on phones ({@link stackedRows}); give each cell a `data-label`. */
export const StackedTable = styled.table`
  ${stackedRows}
`;
