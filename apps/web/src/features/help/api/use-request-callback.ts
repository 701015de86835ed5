import { type RequestCallbackBody, requestCallback } from "@lotto/api";
import { useMutation } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { track } from "@/lib/analytics";

const DIALOG = "request-callback";

/** The line the dialog shows once the request is in, before it closes itself. */
export const CALLBACK_REQUESTED = "Thanks! We'll call you back at the time you chose.";

/**
 * The request-callback flow (R-GAMES, R-CALLS): opening the form sends the `callback_start` analytics event,
 * sending it posts `POST /user/request-callback`; the dialog then says so and closes after 2000 ms.
 */
export function useRequestCallback() {
  const api = useApi();
  const dialogs = useDialogHash();
  const send = useMutation({
    mutationFn: (body: RequestCallbackBody) => requestCallback(api, { body }),
  });
  return {
    isOpen: dialogs.open === DIALOG,
    open: () => {
      send.reset();
      track({ event: "callback_start" });
      dialogs.show(DIALOG);
    },
    close: dialogs.close,
    send: send.mutate,
    busy: send.isPending,
    error: send.error?.message ?? null,
    success: send.isSuccess ? CALLBACK_REQUESTED : null,
  };
}
