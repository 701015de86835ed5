/**
 * Which Web Push endpoints the server POSTs to (docs/security.md "Push"): a browser's subscription names
 * a URL the server will call with every push, so an endpoint pointing inside our network would make the
 * server a proxy (SSRF). Only https endpoints of the browsers' push services are taken (PUSH_SERVICE_HOSTS
 * replaces the list); outside production loopback http endpoints are taken too, for the local push
 * endpoint the tests and `npm start` may use.
 */

/** The browsers' push services: Chrome/Edge/Android (FCM), Firefox, Safari (Apple), Windows (WNS). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;

/** Where endpoints may point: host names (`.example.com`: its sub-domains) and whether loopback is. */
export interface PushEndpointPolicy {
  hosts: readonly string[];
  allowLoopback: boolean;
}

/** The policy for a setting of PUSH_SERVICE_HOSTS (comma separated, or unset for the defaults). */
export function pushEndpointPolicy(setting: string | undefined, production: boolean): PushEndpointPolicy {
  const hosts = setting
    ?.split(",")
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h.length > 0);
  return { hosts: hosts?.length ? hosts : DEFAULT_PUSH_SERVICE_HOSTS, allowLoopback: !production };
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

const hostAllowed = (host: string, hosts: readonly string[]) =>
  hosts.some((h) => (h.startsWith(".") ? host.endsWith(h) && host.length > h.length : host === h));

/** Whether the server may POST a push to `endpoint` under `policy`. */
export function pushEndpointAllowed(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== "" || url.password !== "") return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === "https:" && url.port === "" && hostAllowed(host, policy.hosts)) return true;
  return (
    policy.allowLoopback &&
    (url.protocol === "http:" || url.protocol === "https:") &&
    LOOPBACK_HOSTS.has(host)
  );
}
