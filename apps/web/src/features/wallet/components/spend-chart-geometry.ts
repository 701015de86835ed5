/** One week as the chart draws it. */
export interface SpendBar {
  x: number;
  width: number;
  /** Top of the bar and its height, in chart units (y grows downwards). */
  y: number;
  height: number;
  /** Height of the week's limit line from the top. */
  limitY: number;
  over: boolean;
}

/** The drawing area of the chart's viewBox. */
export const CHART = { width: 600, height: 220, gap: 8 } as const;

/**
 * Bars of weekly spend and each week's limit line on one scale: the tallest of spend and limit fills
 * the height, so the limit is always visible and a week over it stands out.
 */
export function spendBars(weeks: readonly { spend: number; limit: number }[]): SpendBar[] {
  const top = Math.max(1, ...weeks.flatMap((w) => [w.spend, w.limit]));
  const slot = CHART.width / Math.max(1, weeks.length);
  const scale = (cents: number) => (cents / top) * CHART.height;
  return weeks.map((w, i) => {
    const height = scale(w.spend);
    return {
      x: i * slot + CHART.gap / 2,
      width: slot - CHART.gap,
      y: CHART.height - height,
      height,
      limitY: CHART.height - scale(w.limit),
      over: w.spend > w.limit,
    };
  });
}
