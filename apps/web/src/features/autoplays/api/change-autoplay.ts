import {
  type AutoplayUpdate,
  cancelAutoplay,
  pauseAutoplay,
  resumeAutoplay,
  updateAutoplay,
} from "@lotto/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/api/invalidate";
import { useApi } from "@/hooks/use-api";

/** What a player may do to an autoplay from its row. */
export type AutoplayAction = "pause" | "resume" | "cancel";

const CALLS = { pause: pauseAutoplay, resume: resumeAutoplay, cancel: cancelAutoplay } as const;

/** Pauses, resumes or cancels an autoplay, then refetches the list (`POST /user/autoplays/{id}/…`). */
export function useAutoplayAction() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AutoplayAction }) =>
      CALLS[action](api, { params: { autoplayId: id } }),
    onSuccess: () => invalidateAfter(client, "autoplay"),
  });
}

/** Changes an autoplay's trigger or number of draws from the next draw not yet bought (`PUT /user/autoplays/{id}`). */
export function useUpdateAutoplay() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AutoplayUpdate }) =>
      updateAutoplay(api, { params: { autoplayId: id }, body: change }),
    onSuccess: () => invalidateAfter(client, "autoplay"),
  });
}
