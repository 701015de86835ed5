import type { Cents } from "@lotto/core";
import { formatMoney } from "@/lib/format-money";

/** One division row: the combination text and its dividend (R-ENTITIES Result divisions, division_matrix). */
export interface DivisionRow {
  division: number;
  combination: string;
  each: Cents;
  winners: number;
}

/** Props of {@link DivisionsTable}. */
export interface DivisionsTableProps {
  caption: string;
  rows: readonly DivisionRow[];
}

/** A draw's divisions: combination, prize each and winners (R-SCREENS Results). */
export function DivisionsTable({ caption, rows }: DivisionsTableProps) {
  if (rows.length === 0) return <p>Dividends are not yet available.</p>;
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Division</th>
          <th scope="col">Winning combination</th>
          <th scope="col">Prize each</th>
          <th scope="col">Winners</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.division}>
            <td>{row.division}</td>
            <td>{row.combination}</td>
            <td>{formatMoney(row.each)}</td>
            <td>{row.winners}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
