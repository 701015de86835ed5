import { entryCoupon } from "@lotto/core";
import { useState } from "react";
import { useSaveFavourite } from "../api/save-favourite";
import { GameEntryContext } from "../game-entry-context";

/** Saving the entry as a favourite: name a new one or update the edited one (spec §2, §4 favourite). */
export function useFavouriteSaver() {
  const entry = GameEntryContext.useActorRef();
  const save = useSaveFavourite();
  const [naming, setNaming] = useState(false);
  const coupon = () => {
    const { config, options, boards, quickPicked } = entry.getSnapshot().context;
    const { game_id, game_data } = entryCoupon(config!, options, { boards, quickPicked });
    return { game_id, game_data };
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
    create: (name: string) => save.mutate({ name, coupon: coupon() }, { onSuccess: () => setNaming(false) }),
    update: (id: number) => save.mutate({ id, coupon: coupon() }),
  };
}
