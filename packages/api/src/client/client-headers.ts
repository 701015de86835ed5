/** Who is calling (R-CALLS): the web app, or the app wrapper with its own version and platform. */
export interface ClientIdentity {
  /** Channel-ID: 1 on the web, 3 inside the app wrapper. */
  channel: "web" | "app";
  /** App-Version header value (the product or app version). */
  appVersion: string;
  /** Client-OS header: `playonline` on the web, the platform in the app. */
  clientOs?: string;
}

/**
 * The headers every call carries (R-CALLS). The one place they are spelt: the API client sends them,
 * and the server puts them on the calls a page's HTML starts before the app (apps/server web-document).
 */
export function clientHeaders(client: ClientIdentity): Record<string, string> {
  return {
    "Channel-ID": client.channel === "app" ? "3" : "1",
    "App-Version": client.appVersion,
    "Client-OS": client.clientOs ?? "playonline",
    "Content-Type": "application/json",
  };
}
