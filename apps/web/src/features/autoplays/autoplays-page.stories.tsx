import type { Meta, StoryObj } from "@storybook/react-vite";
import { SPEND_LIMITS } from "@/testing/account-fixtures";
import {
  autoplayList,
  boughtRun,
  POWERBALL_TRIGGER,
  savedAutoplay,
  skippedRun,
} from "@/testing/autoplay-fixtures";
import { PENDING, StoryApi, type StoryRoutes } from "@/testing/story-api";
import AutoplaysPage from "./autoplays-page";

const page = (routes: StoryRoutes) => () => (
  <StoryApi routes={{ "GET /user/limits": SPEND_LIMITS, ...routes }} path="/autoplays">
    <AutoplaysPage />
  </StoryApi>
);

const meta = {
  title: "Pages/Autoplays",
  component: AutoplaysPage,
} satisfies Meta<typeof AutoplaysPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listed = autoplayList([
  savedAutoplay(1, { last_purchase: boughtRun(4521), history: [boughtRun(4521), skippedRun(4519)] }),
  POWERBALL_TRIGGER,
  savedAutoplay(3, {
    game_id: 5130,
    status: "paused",
    paused_by: "player",
    cost: 1_500,
    weekly_maximum: 1_500,
  }),
  savedAutoplay(4, {
    status: "finished",
    draws: 2,
    draws_left: 0,
    history: [boughtRun(4519), boughtRun(4517)],
  }),
  savedAutoplay(5, { status: "cancelled" }),
]);

/** Every state: active with history, a jackpot trigger, paused, finished and cancelled. */
export const Listed: Story = { render: page({ "GET /user/autoplays": listed }) };

/** The same on a phone: the facts stack and the actions go under them. */
export const ListedMobile: Story = {
  render: page({ "GET /user/autoplays": listed }),
  globals: { viewport: { value: "mobile" } },
};

/** Paused by the shop because the player self-excluded (Resume works once that has ended). */
export const SelfExcluded: Story = {
  render: page({
    "GET /user/autoplays": autoplayList([
      savedAutoplay(1, { status: "paused", paused_by: "self-exclusion" }),
    ]),
  }),
};

/** First use: what autoplays are for, and a way to a game. */
export const Empty: Story = { render: page({ "GET /user/autoplays": autoplayList([]) }) };

/** Waiting for the autoplays. */
export const Loading: Story = { render: page({ "GET /user/autoplays": PENDING }) };

/** The autoplays could not be read. */
export const Failed: Story = { render: page({}) };
