import { GAMES, gameById, isGameId, PLAY_HISTORY_STATUS, playHistoryStatusLabel } from "@lotto/core";
import { Pagination } from "@lotto/ui/pagination";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import type { EntryKey } from "@/api/account-queries";
import { Page } from "@/components/layout/page";
import { paths } from "@/config/paths";
import { useMarkedEntry } from "./api/get-marked-entry";
import { usePlayHistory } from "./api/get-play-history";
import { EntryDetails } from "./components/entry-details";
import { TicketFilters, type TicketFilterValues } from "./components/ticket-filters";
import { TicketList, TicketListSkeleton } from "./components/ticket-list";
import { toTicketLine } from "./hooks/to-ticket-line";
import { toFilters } from "./utils/to-filters";

const GAME_OPTIONS = GAMES.map((g) => ({ value: String(g.id), label: g.name }));
const STATUS_OPTIONS = Object.values(PLAY_HISTORY_STATUS).map((code) => ({
  value: String(code),
  label: playHistoryStatusLabel(code) ?? String(code),
}));
const NO_FILTERS: TicketFilterValues = { fromDate: "", toDate: "", gameId: "", status: "" };
const label = (status: number) => playHistoryStatusLabel(status) ?? "Unknown";
const LINKED_TICKET_TITLE = "Your ticket";
const LINKED_TICKET_LOADING = "Loading";
const ALL_DRAWS = 1_000_000;

/** The ticket a link asks to open (`?ticket=ID&draw=N`), in that draw or all of its draws. */
function linkedEntry(search: URLSearchParams): EntryKey | null {
  const couponId = search.get("ticket");
  if (!couponId) return null;
  const draw = Number(search.get("draw"));
  return Number.isSafeInteger(draw) && draw > 0
    ? { couponId, firstDraw: draw, endDraw: draw }
    : { couponId, firstDraw: 0, endDraw: ALL_DRAWS };
}

/** Tickets (play history): filters, pages, status, entry details and 'Play again' (R-SCREENS, R-STATES, R-CALLS). */
export default function TicketsPage() {
  const [values, setValues] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  // The ticket whose details show, with its row's title words (shown while its draws load).
  const [open, setOpen] = useState<(EntryKey & { gameName: string; status: string }) | null>(null);
  const [, navigate] = useLocation();
  // A link to one ticket (a notification's, `paths.tickets.getHref({ ticket, draw })`) opens its details.
  const [search] = useSearchParams();
  const linked = linkedEntry(search);
  const history = usePlayHistory(toFilters(values, page));
  const details = useMarkedEntry(
    open ? { couponId: open.couponId, firstDraw: open.firstDraw, endDraw: open.endDraw } : linked,
  );
  const entries = history.data?.results ?? [];
  const byId = (id: string) => entries.find((e) => e.cpnId === id);
  // "Play automatically" opens the ticket's numbers on its game page with the autoplay set-up.
  const playAutomatically = (couponId: string, gameId: number) => {
    if (isGameId(gameId))
      navigate(paths.game.forGame(gameById(gameId), "started", { playAgain: couponId, autoplay: 1 }));
  };
  return (
    <Page title="Tickets">
      <p>
        Buying the same numbers every draw? <Link href={paths.autoplays.getHref()}>Your autoplays</Link>
      </p>
      <TicketFilters
        value={values}
        games={GAME_OPTIONS}
        statuses={STATUS_OPTIONS}
        onChange={(next) => {
          setValues(next);
          setPage(1);
        }}
      />
      {history.isPending && <TicketListSkeleton />}
      {history.isError && <p role="alert">{history.error.message}</p>}
      {history.data && (
        <TicketList
          tickets={entries.map(toTicketLine)}
          onOpen={(id) => {
            const entry = byId(id);
            if (!entry) return;
            const line = toTicketLine(entry);
            setOpen({
              couponId: id,
              firstDraw: entry.first_draw_num,
              endDraw: entry.end_draw_num,
              gameName: line.gameName,
              status: line.statusLabel,
            });
          }}
          onPlayAgain={(id) => {
            const entry = byId(id);
            if (entry && isGameId(entry.game_id))
              navigate(paths.game.forGame(gameById(entry.game_id), "started", { playAgain: id }));
          }}
        />
      )}
      <Pagination page={page} totalPages={history.data?.total_pages ?? 1} onPage={setPage} />
      {!open && linked && (
        <EntryDetails
          entry={details.data}
          gameName={details.data ? gameById(details.data.game_id).name : LINKED_TICKET_TITLE}
          status={details.data ? label(details.data.status) : LINKED_TICKET_LOADING}
          error={details.isError ? details.error.message : null}
          statusLabel={label}
          onClose={() => navigate(paths.tickets.getHref(), { replace: true })}
          onPlayAutomatically={() =>
            details.data && playAutomatically(details.data.cpnId, details.data.game_id)
          }
        />
      )}
      {open && (
        <EntryDetails
          entry={details.data}
          gameName={open.gameName}
          status={open.status}
          error={details.isError ? details.error.message : null}
          statusLabel={label}
          onClose={() => setOpen(null)}
          onPlayAutomatically={() =>
            details.data && playAutomatically(details.data.cpnId, details.data.game_id)
          }
        />
      )}
    </Page>
  );
}
