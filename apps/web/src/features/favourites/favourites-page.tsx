import type { FavouritesQuery } from "@lotto/api";
import { GAMES, type GameId, gameById, isGameId, PRICE_BUCKETS } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { NameDialog } from "@lotto/ui/dialog";
import { EmptyState } from "@lotto/ui/list";
import { Pagination } from "@lotto/ui/pagination";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { Page } from "@/components/layout/page";
import { paths } from "@/config/paths";
import { useDeleteFavourite } from "./api/delete-favourite";
import { useFavourites } from "./api/get-favourites";
import { useRenameFavourite } from "./api/update-favourite";
import { FavouriteFilters, type FavouriteFilterValues } from "./components/favourite-filters";
import { FavouriteList, FavouriteListSkeleton, focusDeleteOf } from "./components/favourite-list";
import { UndoToast } from "./components/undo-toast";
import { priceBucketLabel } from "./hooks/price-bucket-label";
import { toFavouriteLine } from "./hooks/to-favourite-line";
import { useUndoableDelete } from "./hooks/use-undoable-delete";

const NO_FILTERS: FavouriteFilterValues = { gameId: "", price: "" };

/** The filters as the API's query: '' (all) is left out. */
function toQuery({ gameId, price }: FavouriteFilterValues): Omit<FavouritesQuery, "page"> {
  return {
    ...(gameId !== "" && isGameId(Number(gameId)) ? { game_id: Number(gameId) as GameId } : {}),
    ...(price !== "" ? { price } : {}),
  };
}

const GAME_OPTIONS = GAMES.map((g) => ({ value: String(g.id), label: g.name }));
const PRICE_OPTIONS = PRICE_BUCKETS.map((b) => ({ value: b.value, label: priceBucketLabel(b.range) }));

/** Favourites: pages of 20, game and price filters, play, edit, rename, delete with undo (R-SCREENS, R-STATES, R-VALIDATION). */
export default function FavouritesPage() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<FavouriteFilterValues>(NO_FILTERS);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [, navigate] = useLocation();
  const favourites = useFavourites(page, toQuery(filters));
  const rename = useRenameFavourite();
  const remove = useDeleteFavourite();
  // Sent deletes stay hidden until the refetched list drops them; a refused one comes back.
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
  const deleting = useUndoableDelete((id) => {
    setSent((ids) => new Set(ids).add(id));
    remove.mutate(id, {
      onError: () =>
        setSent((ids) => {
          const rest = new Set(ids);
          rest.delete(id);
          return rest;
        }),
    });
  });
  const [restored, setRestored] = useState<{ id: number } | null>(null);
  // An undone delete puts focus back on the row's Delete button, where the player left it.
  useEffect(() => {
    if (restored) focusDeleteOf(restored.id);
  }, [restored]);
  const all = favourites.data?.favourites ?? [];
  const shown = all.filter((f) => f.favourite_id !== deleting.pending?.id && !sent.has(f.favourite_id));
  const filtered = filters.gameId !== "" || filters.price !== "";
  const open = (id: number, status: "started" | "favourite", autoplay = false) => {
    const f = all.find((x) => x.favourite_id === id);
    if (f && isGameId(f.coupon.game_id))
      navigate(
        paths.game.forGame(gameById(f.coupon.game_id), status, {
          favouriteId: id,
          ...(autoplay ? { autoplay: 1 as const } : {}),
        }),
      );
  };
  return (
    <Page title="Favourites">
      <FavouriteFilters
        value={filters}
        games={GAME_OPTIONS}
        priceBuckets={PRICE_OPTIONS}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {favourites.isPending && <FavouriteListSkeleton />}
      {favourites.isError && <p role="alert">{favourites.error.message}</p>}
      {remove.isError && <p role="alert">{remove.error.message}</p>}
      {favourites.data && (
        <FavouriteList
          favourites={shown.map(toFavouriteLine)}
          empty={
            filtered ? (
              <EmptyState
                title="No favourites match these filters."
                action={
                  <Button type="button" $variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                    Show all favourites
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title="You have no favourites yet."
                action={
                  <Button as="a" href={paths.home.getHref()} $variant="secondary">
                    Choose a game
                  </Button>
                }
              >
                Build an entry on a game's page and choose "Save as favourite" to play the same numbers again
                in two taps.
              </EmptyState>
            )
          }
          onPlay={(id) => open(id, "started")}
          onPlayAutomatically={(id) => open(id, "started", true)}
          onEdit={(id) => open(id, "favourite")}
          onRename={(id) => setRenaming({ id, name: all.find((f) => f.favourite_id === id)?.name ?? "" })}
          onDelete={(id) => {
            setRestored(null);
            deleting.start({ id, name: all.find((f) => f.favourite_id === id)?.name ?? "" });
          }}
        />
      )}
      <UndoToast
        message={deleting.pending && `Deleted ${deleting.pending.name}.`}
        onUndo={() => {
          setRestored(deleting.pending && { id: deleting.pending.id });
          deleting.undo();
        }}
        onHold={deleting.pause}
        onRelease={deleting.resume}
      />
      <Pagination page={page} totalPages={favourites.data?.total_pages ?? 1} onPage={setPage} />
      {renaming && (
        <NameDialog
          id="rename-favourite-dialog"
          title="Rename favourite"
          name={renaming.name}
          error={rename.error?.message ?? null}
          busy={rename.isPending}
          onCancel={() => {
            setRenaming(null);
            rename.reset();
          }}
          onSave={(name) => rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })}
        />
      )}
    </Page>
  );
}
