import { NOTIFICATION_EVENT, type PlayerNotification, parseNotificationEvent } from "@lotto/api";

/** What the stream needs from the outside: a fresh ticket, and an EventSource for a URL. */
export interface StreamDeps {
  ticket(): Promise<string>;
  open(url: string): EventSource;
  onNotification(notification: PlayerNotification): void;
  /** Delay before reconnecting after the n-th failure in a row (n from 1). */
  retryDelay?(failures: number): number;
}

/** URL of the stream for a ticket. */
export const streamUrl = (ticket: string) =>
  `/api/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}`;

/** Backs off 2, 4, 8 … up to 60 seconds. */
export const backoff = (failures: number) => Math.min(60_000, 1_000 * 2 ** failures);

/**
 * Keeps one live notification stream open: a ticket opens it (EventSource sends no Authorization
 * header; docs/decisions.md "Live events"), and when it drops it is reopened with a new ticket, since a ticket opens
 * the stream only once. Returns the way to stop.
 */
export function keepStreamOpen(deps: StreamDeps): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const retry = () => {
    source?.close();
    source = null;
    if (stopped) return;
    failures += 1;
    timer = setTimeout(connect, (deps.retryDelay ?? backoff)(failures));
  };
  const connect = () => {
    deps
      .ticket()
      .then((ticket) => {
        if (stopped) return;
        const opened = deps.open(streamUrl(ticket));
        source = opened;
        opened.onopen = () => {
          failures = 0;
        };
        opened.onerror = retry;
        opened.addEventListener(NOTIFICATION_EVENT, (event) => {
          const notification = parseNotificationEvent((event as MessageEvent<unknown>).data);
          if (notification) deps.onNotification(notification);
        });
      })
      .catch(retry);
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
