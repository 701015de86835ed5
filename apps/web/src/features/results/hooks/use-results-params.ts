import { type GameDefinition, gameBySlug, RESULTS_FIRST_GAME } from "@lotto/core";
import { useCallback } from "react";
import { useSearchParams } from "wouter";

/**
 * The history's query parameters: `game` (slug), `drawPage` and `to` (YYYY-MM-DD). `page` is the login
 * view's parameter (docs/rules.md), so the history pages under its own name. Defaults leave the URL bare.
 */
const PARAM = { game: "game", page: "drawPage", to: "to" } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the history shows, and how to change it. */
export interface ResultsParams {
  game: GameDefinition;
  page: number;
  /** Only draws on or before this Perth date, or every draw. */
  toDate: string | null;
  setGame: (slug: string) => void;
  setPage: (page: number) => void;
  setToDate: (date: string | null) => void;
}

/** Reads and writes the Results history's game, page and date filter in the URL. */
export function useResultsParams(): ResultsParams {
  const [search, setSearch] = useSearchParams();
  const game = gameBySlug(search.get(PARAM.game) ?? "") ?? RESULTS_FIRST_GAME;
  const page = Math.max(1, Math.trunc(Number(search.get(PARAM.page))) || 1);
  const to = search.get(PARAM.to);
  const update = useCallback(
    (set: Record<string, string | null>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(set)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setSearch],
  );
  return {
    game,
    page,
    toDate: to && ISO_DATE.test(to) ? to : null,
    setGame: useCallback((slug) => update({ [PARAM.game]: slug, [PARAM.page]: null }), [update]),
    setPage: useCallback((n) => update({ [PARAM.page]: n > 1 ? String(n) : null }), [update]),
    setToDate: useCallback((date) => update({ [PARAM.to]: date, [PARAM.page]: null }), [update]),
  };
}
