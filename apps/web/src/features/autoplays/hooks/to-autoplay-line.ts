import type { Autoplay, AutoplayRun } from "@lotto/api";
import { gameById, isGameId, jackpotAmountText, perthDateTimeText } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { gameColourOf } from "@lotto/ui/theme";
import { paths } from "@/config/paths";
import { instantOf } from "@/lib/instant";
import type { AutoplayLine, AutoplayRunLine } from "../components/autoplay-list";

const STATUS_LABEL: Record<Autoplay["status"], string> = {
  active: "Active",
  paused: "Paused",
  cancelled: "Cancelled",
  finished: "Finished",
};

/** When an autoplay buys, in words: every draw (of its day), or when the jackpot reaches its threshold. */
export function autoplayWhenText(autoplay: Pick<Autoplay, "trigger" | "day">): string {
  const when =
    autoplay.trigger.kind === "every-draw"
      ? "Every draw"
      : `When the jackpot is at least ${jackpotAmountText(autoplay.trigger.threshold)}`;
  return autoplay.day === null ? when : `${when} on ${autoplay.day}`;
}

/** How long it plays: until cancelled, or the draws left of those it was set up for. */
export function autoplayLengthText(autoplay: Pick<Autoplay, "draws" | "draws_left">): string {
  if (autoplay.draws === null) return "Until you cancel";
  const left = autoplay.draws_left ?? 0;
  return `${left} of ${autoplay.draws} ${autoplay.draws === 1 ? "draw" : "draws"} left`;
}

/** One bought or skipped draw, as its history line says it. */
export function toRunLine(run: AutoplayRun): AutoplayRunLine {
  const bought = run.outcome === "bought";
  return {
    draw: run.draw_number,
    bought,
    text: bought ? `Bought for ${formatMoney(run.cost ?? 0)}` : `Skipped: ${run.message ?? ""}`,
    ticketHref:
      bought && run.ticket_id !== null
        ? paths.tickets.getHref({ ticket: run.ticket_id, draw: run.draw_number })
        : null,
  };
}

/** An autoplay as the Autoplays page lists it. */
export function toAutoplayLine(autoplay: Autoplay): AutoplayLine {
  const game = isGameId(autoplay.game_id) ? gameById(autoplay.game_id) : null;
  const next = autoplay.next_draw;
  const open = autoplay.status === "active" || autoplay.status === "paused";
  // The next draw may already be decided: it then says what the autoplay did in it.
  const decided = next?.decided ? autoplay.history.find((run) => run.draw_number === next.draw_number) : null;
  const outcome = decided ? ` · ${decided.outcome}` : "";
  return {
    id: autoplay.id,
    gameName: game?.name ?? String(autoplay.game_id),
    gameKind: game?.kind ?? "lotto",
    colour: gameColourOf(autoplay.game_id),
    status: autoplay.status,
    statusLabel:
      autoplay.paused_by === "self-exclusion" ? "Paused: self-excluded" : STATUS_LABEL[autoplay.status],
    when: autoplayWhenText(autoplay),
    length: autoplayLengthText(autoplay),
    cost: autoplay.cost,
    weeklyMaximum: autoplay.weekly_maximum,
    nextDraw:
      autoplay.status === "active" && next
        ? `Draw ${next.draw_number} · ${perthDateTimeText(instantOf(next.draw_time))}${outcome}`
        : null,
    lastPurchase: autoplay.last_purchase && toRunLine(autoplay.last_purchase),
    history: autoplay.history.map(toRunLine),
    canPause: autoplay.status === "active",
    // Paused for self-exclusion, it resumes once that has ended (the server refuses until then).
    canResume: autoplay.status === "paused",
    canEdit: open,
    canCancel: open,
    boards: autoplay.coupon.game_data.map((group) => ({
      name: group.group_name,
      numbers: group.numbers,
      powerball: group.powerball,
    })),
  };
}
