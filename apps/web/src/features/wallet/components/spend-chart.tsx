import type { SpendWeeks } from "@lotto/api";
import { useId } from "react";
import styled from "styled-components";
import { colors } from "@/config/theme";
import { formatMoney } from "@/lib/format-money";
import { useSpendWeeks } from "../api/wallet-record-queries";
import { CHART, spendBars } from "./spend-chart-geometry";
import { SPEND_CHART_HEIGHT, SpendChartSkeleton } from "./spend-chart-skeleton";

const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

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
            viewBox={`0 -12 ${CHART.width} ${CHART.height + 36}`}
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
                <text
                  x={b.x + b.width / 2}
                  y={CHART.height + 18}
                  textAnchor="middle"
                  fontSize={12}
                  fill={colors.textMuted}
                >
                  {shortDate(data.weeks[i]?.week_start ?? "")}
                </text>
              </g>
            ))}
          </svg>
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
                  <th scope="row">{w.week_start}</th>
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
  svg { display: block; width: 100%; height: 220px; }
  figcaption { margin-top: 8px; color: ${colors.textMuted}; font-size: 0.9rem; }
  @media (min-width: 1024px) {
    grid-template-columns: 2fr 1fr;
  }
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
