import { type Autoplay, isApiError } from "@lotto/api";
import { AUTOPLAY_MAX_DRAWS, gameById, isGameId, maximumSpendLimit } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { EmptyState } from "@lotto/ui/list";
import { useState } from "react";
import { useLocation } from "wouter";
import { useWeeklyLimits } from "@/api/use-weekly-limits";
import { type AutoplayChoice, AutoplaySetupDialog } from "@/components/autoplay";
import { Page } from "@/components/layout/page";
import { paths } from "@/config/paths";
import { type AutoplayAction, useAutoplayAction, useUpdateAutoplay } from "./api/change-autoplay";
import { useAutoplays } from "./api/get-autoplays";
import { AutoplayList, AutoplayListSkeleton } from "./components/autoplay-list";
import { CancelAutoplayDialog } from "./components/cancel-autoplay-dialog";
import { WeeklySpendLine } from "./components/weekly-spend-line";
import { toAutoplayLine } from "./hooks/to-autoplay-line";

/**
 * Autoplays (docs/decisions.md "Autoplay"): each of the player's autoplays with its next draw, last
 * purchase and history; pause, resume, edit (options here, numbers on the game page) and cancel after
 * a confirmation; what they may spend a week beside the weekly spend limit.
 */
export default function AutoplaysPage() {
  const autoplays = useAutoplays();
  const limits = useWeeklyLimits();
  const action = useAutoplayAction();
  const update = useUpdateAutoplay();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState<Autoplay | null>(null);
  const [cancelling, setCancelling] = useState<Autoplay | null>(null);
  const all = autoplays.data?.autoplays ?? [];
  const byId = (id: number) => all.find((a) => a.id === id) ?? null;
  const act = (id: number, what: AutoplayAction) => action.mutate({ id, action: what });
  const busyId = action.isPending ? (action.variables?.id ?? null) : null;
  const weeklyLimit = limits.data ? maximumSpendLimit(limits.data) : null;
  return (
    <Page title="Autoplays">
      {autoplays.data && all.length > 0 && (
        <WeeklySpendLine weeklyMaximum={autoplays.data.weekly_maximum} weeklyLimit={weeklyLimit} />
      )}
      {autoplays.isPending && <AutoplayListSkeleton />}
      {autoplays.isError && <p role="alert">{autoplays.error.message}</p>}
      {action.isError && <p role="alert">{action.error.message}</p>}
      {autoplays.data && (
        <AutoplayList
          autoplays={all.map(toAutoplayLine)}
          busyId={busyId}
          onPause={(id) => act(id, "pause")}
          onResume={(id) => act(id, "resume")}
          onEdit={(id) => {
            update.reset();
            setEditing(byId(id));
          }}
          onCancel={(id) => setCancelling(byId(id))}
          empty={
            <EmptyState
              title="You have no autoplays yet."
              action={
                <Button as="a" href={paths.home.getHref()} $variant="secondary">
                  Choose a game
                </Button>
              }
            >
              Build an entry on a game's page and choose "Play automatically": the shop buys it for you every
              draw, or only when the jackpot is high enough, always within your weekly spend limit.
            </EmptyState>
          }
        />
      )}
      {editing && (
        <AutoplaySetupDialog
          title="Edit autoplay"
          gameName={isGameId(editing.game_id) ? gameById(editing.game_id).name : ""}
          cost={editing.cost}
          initial={{ trigger: editing.trigger, draws: editing.draws_left ?? editing.draws }}
          hasJackpot={isGameId(editing.game_id) && gameById(editing.game_id).prizes.jackpot !== null}
          weeklyMaximum={editing.weekly_maximum}
          weeklyLimit={weeklyLimit}
          maxDraws={AUTOPLAY_MAX_DRAWS}
          submit="Save changes"
          busy={update.isPending}
          error={update.isError && isApiError(update.error) ? update.error.message : null}
          success={update.isSuccess ? "Autoplay saved." : null}
          onChangeNumbers={() => {
            if (isGameId(editing.game_id))
              navigate(paths.game.forGame(gameById(editing.game_id), "started", { autoplayId: editing.id }));
          }}
          onSave={(choice: AutoplayChoice) =>
            update.mutate({ id: editing.id, change: { trigger: choice.trigger, draws: choice.draws } })
          }
          onCancel={() => setEditing(null)}
        />
      )}
      {cancelling && (
        <CancelAutoplayDialog
          gameName={isGameId(cancelling.game_id) ? gameById(cancelling.game_id).name : ""}
          busy={action.isPending}
          onConfirm={() =>
            action.mutate({ id: cancelling.id, action: "cancel" }, { onSuccess: () => setCancelling(null) })
          }
          onKeep={() => setCancelling(null)}
        />
      )}
    </Page>
  );
}
