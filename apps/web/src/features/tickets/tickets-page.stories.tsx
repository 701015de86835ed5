import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PENDING, StoryApi, type StoryRoutes } from "@/testing/story-api";
import { entry } from "./__tests__/play-history-fixture";
import TicketsPage from "./tickets-page";

const page = (routes: StoryRoutes) => () => (
  <StoryApi routes={routes} path="/tickets">
    <TicketsPage />
  </StoryApi>
);

const meta = {
  title: "Pages/Tickets",
  component: TicketsPage,
} satisfies Meta<typeof TicketsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No tickets bought yet (filters at All). */
export const Empty: Story = { render: page({ "GET /user/play-history": { results: [], total_pages: 1 } }) };
/** Waiting for the play history. */
export const Loading: Story = { render: page({ "GET /user/play-history": PENDING }) };
/** Mobile viewport of the empty list. */
export const EmptyMobile: Story = { ...Empty, globals: { viewport: { value: "mobile" } } };

/** Tickets bought: one still in its draws, one that won, over two pages. */
export const Listed: Story = {
  render: page({
    "GET /user/play-history": { results: [entry("a", 2, 0), entry("won", 5, 1250)], total_pages: 2 },
  }),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText("Saturday Lotto")).length).toBeGreaterThan(0);
  },
};
export const ListedMobile: Story = { ...Listed, globals: { viewport: { value: "mobile" } } };
export const LoadingMobile: Story = { ...Loading, globals: { viewport: { value: "mobile" } } };
