import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SUPER66_ADD_ON } from "@/testing/add-on-fixtures";
import { coupon, powerballCoupon, powerballDraw, wonDraw } from "../__tests__/play-history-fixture";
import { EntryDetails } from "./entry-details";

const SUPER66_GAME = SUPER66_ADD_ON.game_data[0]!;

const labels: Record<number, string> = { 2: "Participating", 5: "Winning", 7: "Paid", 8: "Not winning" };

const meta = {
  title: "Tickets/EntryDetails",
  component: EntryDetails,
  parameters: overlayDocs,
  args: {
    gameName: "Saturday Lotto",
    status: "Winning",
    statusLabel: (status: number) => labels[status] ?? "Unknown",
    onClose: () => {},
    onPlayAutomatically: () => {},
    entry: {
      cpnId: "c-1",
      game_id: 5127,
      status: 5,
      cost: 680,
      prize: 1250,
      coupon,
      draws: [
        wonDraw,
        {
          draw_number: 4523,
          draw_date: "2026-11-28T10:30:00Z",
          status: 2,
          winning_numbers: [],
          supplementary_numbers: [],
          powerball: null,
          prize: 0,
          boards: [
            {
              group_name: "A",
              numbers: [3, 9, 17, 22, 29, 41],
              powerball: null,
              matched: [],
              division: null,
              prize: 0,
            },
          ],
        },
      ],
    },
  },
} satisfies Meta<typeof EntryDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { globals: { viewport: { value: "mobile" } } };

/** A two-week entry: one draw won (matches highlighted), one still to be drawn. */
export const WonThenPending: Story = {};

/** With a Super66 add-on: its own draw, its games against the drawn digits, under the entry's draws. */
export const WithAddOn: Story = {
  args: {
    entry: {
      ...meta.args.entry,
      add_on: {
        cpnId: "c-2",
        game_id: 2115,
        status: 7,
        cost: 100,
        prize: 2500,
        coupon: {
          game_id: 2115,
          advance_draw: 0,
          multi_draw: 1,
          system: 0,
          powerpik: false,
          game_data: [SUPER66_GAME],
        },
        draws: [
          {
            draw_number: 2521,
            draw_date: "2026-11-21T10:30:00Z",
            status: 7,
            winning_numbers: [4, 0, 9, 1, 5, 5],
            supplementary_numbers: [],
            powerball: null,
            prize: 2500,
            boards: [{ ...SUPER66_GAME, matched: [4, 0, 9, 1], division: 3, prize: 2500 }],
          },
        ],
      },
    },
  },
};
export const WithAddOnMobile: Story = { ...WithAddOn, ...mobile };
/** The same on a phone: the dialog takes the width, the balls wrap inside it. */
export const WonThenPendingMobile: Story = { ...mobile };
/**
 * A Powerball entry after its draw: the player's Powerball on each board, matched on board A; the
 * ticket's status in the title only, since its one draw says the same.
 */
export const PowerballPaid: Story = {
  args: {
    gameName: "Powerball",
    status: "Paid",
    entry: {
      cpnId: "c-2",
      game_id: 5132,
      status: 7,
      cost: 264,
      prize: 1530,
      coupon: powerballCoupon,
      draws: [powerballDraw],
    },
  },
};
/** The same on a phone. */
export const PowerballPaidMobile: Story = { ...PowerballPaid, ...mobile };
/** The draws are still on their way: the title from the ticket's row, a skeleton below it. */
export const Loading: Story = { args: { entry: undefined } };
export const LoadingMobile: Story = { ...Loading, ...mobile };
/** The draws could not be read. */
export const Failed: Story = { args: { entry: undefined, error: "Something went wrong. Please try again." } };
