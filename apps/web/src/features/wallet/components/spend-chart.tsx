import type { SpendWeeks } from "@lotto/api";
import { formatMoney } from "@lotto/ui/format-money";
import { colors, mediaDown, tabularNums, type } from "@lotto/ui/theme";
import { useId } from "react";
import styled from "styled-components";
import { useSpendWeeks } from "../api/wallet-record-queries";
import { CHART, spendBars } from "./spend-chart-geometry";
import { SPEND_CHART_HEIGHT, SpendChartSkeleton } from "./spend-chart-skeleton";

const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** A week's first day (`YYYY-MM-DD`, a Perth date) as the table shows it: "7 Sept 2026", as en-AU writes it. */
const weekDay = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const longDate = (date: string) => weekDay.format(new Date(`${date}T00:00:00Z`));

/** The weeks' labels under the bars, in px: HTML text, so it keeps its size whatever the chart's width. */
const LABEL_HEIGHT = 24;

/**
 * Weekly spend against the weekly limit for the last 12 Perth weeks, and this week's remaining: an SVG
 * picture, with the same figures in a table beside it for screen readers and anyone who prefers one.
 * Loaded lazily from the balances tab (no chart library; nothing of it is in the home page's bundle).
 */
export default function SpendChart() {
  const weeks = useSpendWeeks();
  if (weeks.isPending) return <SpendChartSkeleton />;
  if (weeks.isError) return <p role="alert">{weeks.error.message}</p>;
  return <SpendChartView data={weeks.data} />;
}

/** The chart and its table for given figures. */
export function SpendChartView({ data }: { data: SpendWeeks }) {
  const titleId = useId();
  const bars = spendBars(data.weeks);
  const current = data.weeks.at(-1);
  return (
    <Block aria-labelledby={titleId}>
      <h3 id={titleId}>Your weekly spend against your limit</h3>
      {current && (
        <p data-testid="week-remaining">
          This week: {formatMoney(current.spend)} spent, {formatMoney(data.remaining)} left of your{" "}
          {formatMoney(current.limit)} limit.
        </p>
      )}
      <Layout>
        <figure aria-hidden="true">
          <svg
            viewBox={`0 -12 ${CHART.width} ${CHART.height + 12}`}
            preserveAspectRatio="none"
            role="presentation"
          >
            {bars.map((b, i) => (
              <g key={data.weeks[i]?.week_start}>
                <rect
                  x={b.x}
                  y={b.y}
                  width={b.width}
                  height={b.height}
                  fill={b.over ? colors.error : colors.primary}
                />
                <line
                  x1={b.x - CHART.gap / 2}
                  x2={b.x + b.width + CHART.gap / 2}
                  y1={b.limitY}
                  y2={b.limitY}
                  stroke={colors.warning}
                  strokeWidth={2}
                  strokeDasharray="6 4"
                />
              </g>
            ))}
          </svg>
          <Labels $count={data.weeks.length}>
            {data.weeks.map((w) => (
              <span key={w.week_start}>{shortDate(w.week_start)}</span>
            ))}
          </Labels>
          <figcaption>
            <Key $colour={colors.primary}>Spend</Key> <Key $colour={colors.warning}>Weekly limit</Key>{" "}
            <Key $colour={colors.error}>Over the limit</Key>
          </figcaption>
        </figure>
        <TableWrap tabIndex={0} role="region" aria-label="Weekly spend table">
          <table>
            <caption>Weekly spend (weeks start Monday, Perth time)</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Spend</th>
                <th scope="col">Limit</th>
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((w) => (
                <tr key={w.week_start}>
                  <th scope="row">{longDate(w.week_start)}</th>
                  <td>{formatMoney(w.spend)}</td>
                  <td>{formatMoney(w.limit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </Layout>
    </Block>
  );
}

const Block = styled.section`
  min-height: ${SPEND_CHART_HEIGHT}px;
  margin-top: 24px;
`;

const Layout = styled.div`
  display: grid;
  gap: 16px;
  figure { margin: 0; }
  svg { display: block; width: 100%; height: ${220 - LABEL_HEIGHT}px; }
  figcaption { margin-top: 8px; color: ${colors.textMuted}; font-size: 0.9rem; }
  @media (min-width: 1024px) {
    grid-template-columns: 2fr 1fr;
  }
`;

// One label under each bar; on a phone every other one, so they never run into each other.
const Labels = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr));
  height: ${LABEL_HEIGHT}px;
  align-items: end;
  color: ${colors.textMuted};
  font-size: ${type.size.xs};
  text-align: center;
  ${tabularNums}
  ${mediaDown("tablet")} { span:nth-child(even) { visibility: hidden; } }
`;

const Key = styled.span<{ $colour: string }>`
  &::before {
    content: "";
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-right: 4px;
    vertical-align: -1px;
    background: ${({ $colour }) => $colour};
  }
`;

const TableWrap = styled.div`
  max-height: 280px;
  overflow-y: auto;
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
  th, td { padding: 4px 8px; border-bottom: 1px solid ${colors.border}; text-align: right; }
  th[scope="row"], thead th:first-child { text-align: left; font-weight: 400; }
`;
