import { getGames, updateFlag } from "@lotto/api";
import { arePromptsSkipped, nextPrompt, shouldPromptTour, TOUR_PROMPT_DELAY_MS } from "@lotto/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation, useSearch } from "wouter";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { useShell } from "@/lib/shell-context";

const POWERBALL = 5132;
const OZ_LOTTO = 5130;

/**
 * Opens at most one prompt per visit in core's order (spec §4): password reminder, terms, notification;
 * otherwise the product tour start prompt 1 s after load on /. Skipped where core says so.
 */
export function usePrompts(): void {
  const { api, session } = useShell();
  const user = useSyncExternalStore(session.subscribe, () => session.get().user);
  const [pathname] = useLocation();
  const search = useSearch();
  const dialogs = useDialogHash();
  const decided = useRef(false);
  const games = useQuery({ queryKey: ["games"], queryFn: () => getGames(api), enabled: user !== null });
  const jackpot = (id: number) => {
    // Jackpots come in cents; core's threshold is in dollars.
    const game = games.data?.[String(id)];
    return game ? game.upcoming_draw.jackpot / 100 : null;
  };
  useEffect(() => {
    if (!user || decided.current || dialogs.open) return;
    const place = {
      pathname,
      search,
      loggedIn: true,
      returnedHome: false,
      pendingAccountSetup: user.pending_account_setup,
    };
    if (arePromptsSkipped(place)) return;
    if (user.should_prompt_notification && !games.data) return; // wait for jackpots
    decided.current = true;
    const prompt = nextPrompt(user, {
      pathname,
      powerballJackpot: jackpot(POWERBALL),
      ozLottoJackpot: jackpot(OZ_LOTTO),
    });
    if (prompt) return dialogs.show(prompt);
    if (!shouldPromptTour({ pathname, ...user })) return;
    const timer = setTimeout(() => {
      dialogs.show("tour-start-info");
      updateFlag(api, { body: { product_tour_prompted: true } }).catch(() => undefined);
    }, TOUR_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  });
}
