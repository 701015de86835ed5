/** Query parameters the shell reads (R-SCREENS Query and hash parameters). */
export const QUERY = { showLogin: "showLogin", page: "page", alertType: "alertType", tab: "tab" } as const;

/**
 * Returns `path?search` with `set` applied (a null value removes the key); used to open/close the
 * login overlay and to drop alertType without touching other params.
 */
export function withQuery(path: string, search: string, set: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(set)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
