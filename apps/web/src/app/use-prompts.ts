import { getUserDetails, updateFlag } from "@lotto/api";
import { GAMES, type NotificationPromptSettings } from "@lotto/core";
import { type PromptsUser, promptsMachine } from "@lotto/core/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation, useSearch } from "wouter";
import { fromPromise } from "xstate";
import { useGames } from "@/api/use-games";
import { useRemoteConfig } from "@/api/use-remote-config";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { useShell } from "@/lib/shell-context";

// The games whose jackpots the notification prompt weighs (R-STATES), as their definitions say.
const PROMPT_HOLDERS = GAMES.filter((game) => game.holdsNotificationPrompt).map((game) => game.id);

/**
 * Remote config `notificationPrompt` (R-ENTITIES) as core's settings: only a boolean `enabled` and a
 * non-negative `jackpotThreshold` (dollars) count, so a bad edit falls back to the spec's rule.
 */
export function notificationPromptSettings(
  raw: Readonly<Record<string, unknown>> | undefined,
): NotificationPromptSettings {
  const settings: NotificationPromptSettings = {};
  if (typeof raw?.enabled === "boolean") settings.enabled = raw.enabled;
  const threshold = raw?.jackpotThreshold;
  if (typeof threshold === "number" && Number.isFinite(threshold) && threshold >= 0)
    settings.jackpotThreshold = threshold;
  return settings;
}

/**
 * Drives core's prompts machine (R-STATES): after a page loads it checks the user and opens
 * password-reminder → terms-and-conditions → notification-prompt in that order, one at a time, then
 * the tour start prompt on /. Each prompt is the shared dialog of its name; closing it moves on.
 */
export function usePrompts(): void {
  const { api, session } = useShell();
  const loggedIn = useSyncExternalStore(session.subscribe, () => session.get().token !== null);
  const [pathname] = useLocation();
  const search = useSearch();
  const dialogs = useDialogHash();
  const games = useGames(loggedIn);
  const remote = useRemoteConfig();
  const actor = useActorRef(
    promptsMachine.provide({
      actors: {
        fetchUser: fromPromise<PromptsUser>(async () => {
          const known = session.get().user;
          if (known) return known;
          const user = await getUserDetails(api);
          session.setUser(user);
          return user;
        }),
      },
      actions: {
        markTourPrompted: () =>
          void updateFlag(api, { body: { product_tour_prompted: true } }).catch(() => {}),
        // The tour start dialog's own buttons start the tour; this hook only opens and closes it.
        startTour: () => undefined,
      },
    }),
  );
  const dialog = useSelector(actor, (s) =>
    s.hasTag("prompt") ? s.context.prompt : s.hasTag("tour-prompt") ? "tour-start-info" : null,
  );
  const lastPage = useRef<string | null>(null);
  const prompted = useRef(false);
  const opened = useRef<string | null>(null);

  // One check per page until a prompt has shown this visit; coming back to / is skipped (R-STATES).
  useEffect(() => {
    const page = `${pathname}?${search}`;
    if (!loggedIn || prompted.current || games.isPending || remote.isPending || lastPage.current === page)
      return;
    const returnedHome = pathname === "/" && lastPage.current !== null;
    lastPage.current = page;
    const jackpot = (id: number) => {
      const game = games.data?.[String(id)];
      return game ? game.upcoming_draw.jackpot / 100 : null; // cents → core's dollars
    };
    actor.send({
      type: "PROMPTS.PAGE_LOADED",
      place: {
        pathname,
        search,
        loggedIn,
        returnedHome,
        pendingAccountSetup: session.get().user?.pending_account_setup ?? false,
      },
      jackpots: PROMPT_HOLDERS.map(jackpot),
      notificationPrompt: notificationPromptSettings(remote.data?.notificationPrompt),
    });
  }, [
    actor,
    games.data,
    games.isPending,
    remote.data,
    remote.isPending,
    loggedIn,
    pathname,
    search,
    session,
  ]);

  // The machine's prompt is the dialog in the hash; the player closing it tells the machine.
  useEffect(() => {
    if (dialog === null) {
      opened.current = null;
      return;
    }
    prompted.current = true;
    if (opened.current !== dialog) {
      opened.current = dialog;
      if (dialogs.open !== dialog) dialogs.show(dialog);
    } else if (dialogs.open === null) {
      opened.current = null;
      actor.send({ type: "PROMPTS.CLOSE" });
    }
  }, [actor, dialog, dialogs]);
}
