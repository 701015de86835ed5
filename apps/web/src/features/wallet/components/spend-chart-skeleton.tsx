import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Height the spend chart block takes, loaded or not. */
export const SPEND_CHART_HEIGHT = 420;

/** The spend chart's loading state (its chunk or its figures), the chart's own size. */
export function SpendChartSkeleton() {
  return <Skeleton role="status" aria-busy="true" aria-label="Loading your weekly spend" />;
}

const Skeleton = styled.div`
  height: ${SPEND_CHART_HEIGHT}px;
  margin-top: 24px;
  border-radius: 8px;
  background: ${colors.background};
`;
