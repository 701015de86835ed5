import { FAVOURITE_CODES, isApiError } from "@lotto/api";
import { entryCoupon } from "@lotto/core/machines";
import { useState } from "react";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { useSaveFavourite } from "../api/save-favourite";
import { GameEntryContext } from "../game-entry-context";

/** Saving the entry as a favourite: name a new one or update the edited one (R-SCREENS, R-STATES favourite). */
export function useFavouriteSaver() {
  const entry = GameEntryContext.useActorRef();
  const save = useSaveFavourite();
  const [naming, setNaming] = useState(false);
  const dialogs = useDialogHash();
  // A full favourites list is refused with its own dialog (R-SCREENS favourites-limit), not a form error.
  const onError = (error: Error) => {
    if (!isApiError(error) || error.code !== FAVOURITE_CODES.limitReached) return;
    setNaming(false);
    save.reset();
    dialogs.show("favourites-limit");
  };
  const coupon = () => {
    const { config, options, boards, quickPicked, addOnGame } = entry.getSnapshot().context;
    const { game_id, game_data, add_on } = entryCoupon(config!, options, { boards, quickPicked }, addOnGame);
    // A favourite keeps its add-on game (R-ENTITIES addOnGame).
    return { game_id, game_data, ...(add_on ? { add_on } : {}) };
  };
  return {
    naming,
    busy: save.isPending,
    error: save.error?.message ?? null,
    ask: () => {
      save.reset();
      setNaming(true);
    },
    cancel: () => setNaming(false),
    create: (name: string) =>
      save.mutate({ name, coupon: coupon() }, { onSuccess: () => setNaming(false), onError }),
    update: (id: number) => save.mutate({ id, coupon: coupon() }),
  };
}
