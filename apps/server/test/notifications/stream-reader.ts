/** Reads a server-sent event stream in tests: waits for the next `notification` event's data. */
export interface EventReader {
  next(timeoutMs?: number): Promise<Record<string, unknown>>;
  /** The next event that matches, skipping others (a listening test server also seeds past draws). */
  nextMatching(match: (event: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Resolves when the server ends the stream (never when the test closes it). */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` and parses its events as they arrive. */
export async function openEvents(
  url: string,
): Promise<{ status: number; reader: EventReader; type: string; body: string }> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const events: Record<string, unknown>[] = [];
  const waiters: ((e: Record<string, unknown>) => void)[] = [];
  let buffer = "";
  const pump = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let cut = buffer.indexOf("\n\n");
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split("\n").find((l) => l.startsWith("data: "));
        if (block.includes("event: notification") && data) {
          const event = JSON.parse(data.slice(6)) as Record<string, unknown>;
          const waiter = waiters.shift();
          if (waiter) waiter(event);
          else events.push(event);
        }
        cut = buffer.indexOf("\n\n");
      }
    }
  };
  // A refusal's body is read whole, which also frees its connection.
  const body = res.ok ? "" : await res.text();
  const pumped = res.ok ? pump() : Promise.resolve();
  // An end the test caused (`close`) rejects; only the server's end resolves.
  const ended = pumped.then(() => undefined);
  ended.catch(() => undefined);
  return {
    status: res.status,
    body,
    type: res.headers.get("content-type") ?? "",
    reader: {
      next: (timeoutMs = 10_000) => {
        const queued = events.shift();
        if (queued) return Promise.resolve(queued);
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("no notification event in time")), timeoutMs);
          waiters.push((e) => {
            clearTimeout(timer);
            resolve(e);
          });
        });
      },
      async nextMatching(match) {
        for (;;) {
          const event = await this.next();
          if (match(event)) return event;
        }
      },
      ended,
      close: () => controller.abort(),
    },
  };
}
