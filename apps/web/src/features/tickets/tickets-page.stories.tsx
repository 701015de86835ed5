import type { Meta, StoryObj } from "@storybook/react-vite";
import { PENDING, StoryApi, type StoryRoutes } from "@/testing/story-api";
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
