import { GAMES, type GameDefinition, gameById } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route } from "wouter";
import { REMOTE_CONFIG_CACHE_KEY, REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { listedGame, powerballQuickPick } from "@/testing/game-list-fixtures";
import { PENDING, StoryApi } from "@/testing/story-api";
import { purchaseConfig } from "./__tests__/purchase-config-fixture";
import GamePage from "./game-page";

const games = {
  "5132": listedGame("Powerball", 4521, { salesClose: "2026-11-26T10:00:00Z" }),
  "5127": listedGame("Saturday Lotto", 4520, { order: 2 }),
};

const specialEvents = [
  {
    game_id: 5132,
    draw_number: 4523,
    title: "Mega Powerball",
    description: "A guaranteed $100 million jackpot.",
  },
  // An extra draw the server scheduled between regular draws 4524 and 4526 (R-STATES: odd numbers).
  {
    game_id: 5127,
    draw_number: 4525,
    title: "Mega Saturday",
    description: "An extra draw with a $30 million jackpot.",
    sales_close: "2026-12-08T10:00:00Z",
  },
];

/** A unit price in cents for each game's mocked purchase config (story data, not the real prices). */
const UNIT_PRICE = 100;

const configs = Object.fromEntries(
  GAMES.map((g) => [`GET /games/${g.id}/purchase-config`, purchaseConfig(g.id, UNIT_PRICE)]),
);

// The remote config is cached in local storage for an hour: clear it so each story's config applies.
const page =
  (path: string, overrides: Record<string, unknown> = {}, user: null | undefined = undefined) =>
  () => {
    localStorage.removeItem(REMOTE_CONFIG_CACHE_KEY);
    return (
      <StoryApi
        path={path}
        user={user}
        routes={{
          "GET /games": games,
          ...configs,
          "GET /games/5132/purchase-config": purchaseConfig(5132, 132),
          "GET /games/5127/purchase-config": purchaseConfig(5127, 85, { first: 4520, extraDraw: 4525 }),
          "GET /remote-config": { ...REMOTE_CONFIG_DEFAULTS, specialEvents },
          ...overrides,
        }}
      >
        <Route path="/games/:slug" component={GamePage} />
      </StoryApi>
    );
  };

const meta = {
  title: "Pages/Game",
  component: GamePage,
} satisfies Meta<typeof GamePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Powerball with a special draw from remote config `specialEvents` offered above the entry options. */
export const SpecialDrawOffered: Story = { render: page("/games/powerball?gameStatus=started") };

/** Saturday Lotto with an extra odd-numbered draw the operator scheduled, closing at its own time. */
export const ExtraSaturdayLottoDraw: Story = { render: page("/games/saturday-lotto?gameStatus=started") };

const mobile = { viewport: { value: "mobile" } };

export const SpecialDrawOfferedMobile: Story = { ...SpecialDrawOffered, globals: mobile };
export const ExtraSaturdayLottoDrawMobile: Story = { ...ExtraSaturdayLottoDraw, globals: mobile };

/**
 * Clears board A and picks numbers on the game's picker, checking they show on the board, then clears
 * board B and quick picks it (R-SCREENS game pages, R-VALIDATION Quick pick).
 */
const pickAndQuickPick =
  (game: GameDefinition) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const boards = await canvas.findByRole("region", { name: "Boards" }, { timeout: 5000 });
    const [boardA, boardB] = within(boards).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    await userEvent.click(within(boardA).getByRole("button", { name: "Clear" }));
    await expect(boardA).toHaveTextContent("Pick your numbers");
    if (game.kind === "digits") {
      await userEvent.click(canvas.getByRole("button", { name: "Digit 1: 4" }));
      await userEvent.click(canvas.getByRole("button", { name: "Digit 2: 7" }));
      await expect(canvas.getByRole("button", { name: "Digit 1: 4" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(boardA).toHaveTextContent(/A\s*4\s*7/);
    } else {
      for (const n of [3, 9])
        await userEvent.click(canvas.getByRole("button", { name: String(n), pressed: false }));
      await expect(canvas.getByRole("button", { name: "9", pressed: true })).toBeVisible();
      await expect(boardA).toHaveTextContent(/A\s*3\s*9/);
    }
    await userEvent.click(within(boardB).getByRole("button", { name: "Clear" }));
    await expect(boardB).toHaveTextContent("Pick your numbers");
    await userEvent.click(within(boardB).getByRole("button", { name: "Quick pick" }));
    await waitFor(() => expect(boardB).not.toHaveTextContent("Pick your numbers"));
  };

const byGame = (game: GameDefinition, globals?: typeof mobile): Story => ({
  name: `${game.name}${globals ? " (mobile)" : ""}`,
  render: page(`/games/${game.slug}?gameStatus=started`),
  play: pickAndQuickPick(game),
  ...(globals ? { globals } : {}),
});

/** Saturday Lotto: pick numbers, then quick pick a board. */
export const SaturdayLotto: Story = byGame(gameById(5127));
export const SaturdayLottoMobile: Story = byGame(gameById(5127), mobile);
/** OZ Lotto: pick numbers, then quick pick a board. */
export const OzLotto: Story = byGame(gameById(5130));
export const OzLottoMobile: Story = byGame(gameById(5130), mobile);
/** Powerball: pick numbers, then quick pick a board (with its Powerball). */
export const Powerball: Story = byGame(gameById(5132));
export const PowerballMobile: Story = byGame(gameById(5132), mobile);
/** Millionaire Medley: pick numbers, then quick pick a board. */
export const MillionaireMedley: Story = byGame(gameById(5303));
export const MillionaireMedleyMobile: Story = byGame(gameById(5303), mobile);
/** Super66: pick digits in order, then quick pick a board. */
export const Super66: Story = byGame(gameById(2115));
export const Super66Mobile: Story = byGame(gameById(2115), mobile);
/** Cash 3: pick digits in order, then quick pick a board. */
export const Cash3: Story = byGame(gameById(2116));
export const Cash3Mobile: Story = byGame(gameById(2116), mobile);
/** Set for Life: pick numbers, then quick pick a board. */
export const SetForLife: Story = byGame(gameById(5237));
export const SetForLifeMobile: Story = byGame(gameById(5237), mobile);

/** Not started: the page as a visitor first opens it, with its default boards empty. */
export const NotStarted: Story = { render: page("/games/powerball?gameStatus=not-started") };
export const NotStartedMobile: Story = { ...NotStarted, globals: mobile };
/** Started by a visitor: no 'Save as favourite'. */
export const StartedVisitor: Story = { render: page("/games/powerball?gameStatus=started", {}, null) };
export const StartedVisitorMobile: Story = { ...StartedVisitor, globals: mobile };
/** Preview of a home page quick pick: the boards are filled and priced. */
export const Preview: Story = {
  render: page("/games/powerball?gameStatus=preview&quickPick=0", {
    "GET /games": {
      ...games,
      "5132": {
        ...games["5132"],
        slikpik_homepage_options: [powerballQuickPick("12 Games", 1584, 12)],
      },
    },
  }),
};
export const PreviewMobile: Story = { ...Preview, globals: mobile };
/** Adding a favourite: the same picker, saved by name instead of added to the cart. */
export const Favourite: Story = { render: page("/games/saturday-lotto?gameStatus=favourite") };
export const FavouriteMobile: Story = { ...Favourite, globals: mobile };
/** Purchased: the thank-you panel with the way to the tickets. */
export const Purchased: Story = { render: page("/games/powerball?gameStatus=purchased") };
export const PurchasedMobile: Story = { ...Purchased, globals: mobile };
/** A game whose purchase config never answers, so the page stays on its skeleton. */
const loading = (slug: string) => {
  const game = GAMES.find((g) => g.slug === slug)!;
  return page(`/games/${slug}?gameStatus=started`, { [`GET /games/${game.id}/purchase-config`]: PENDING });
};
/** Loading: the purchase config has not answered yet; skeletons of the options, barrel, board and price. */
export const Loading: Story = {
  render: loading("oz-lotto"),
  play: async ({ canvasElement }) => {
    const busy = await within(canvasElement).findByRole("status", { name: "Loading OZ Lotto" });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    // One placeholder ball per number of the barrel (1 to 47).
    await expect(busy.querySelectorAll("fieldset span[data-skeleton]")).toHaveLength(47);
  },
};
export const LoadingMobile: Story = { ...Loading, globals: mobile };
/** Loading Powerball: its second barrel (the Powerball) has its skeleton too. */
export const LoadingPowerball: Story = { render: loading("powerball") };
export const LoadingPowerballMobile: Story = { ...LoadingPowerball, globals: mobile };
/** Loading a digits game: the digit columns' block and the extra toggle groups of Cash 3. */
export const LoadingDigits: Story = { render: loading("cash-3") };
export const LoadingDigitsMobile: Story = { ...LoadingDigits, globals: mobile };
/** The purchase config failed to load: a retry is offered. */
export const LoadFailed: Story = {
  render: page("/games/oz-lotto?gameStatus=started", { "GET /games/5130/purchase-config": undefined }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The game could not be loaded.");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
export const LoadFailedMobile: Story = { ...LoadFailed, globals: mobile };
/** An address with no game. */
export const UnknownGame: Story = { render: page("/games/lucky-dip") };
export const UnknownGameMobile: Story = { ...UnknownGame, globals: mobile };
