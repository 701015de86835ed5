/**
 * Whether the maintenance view replaces the login content (R-LOGIN-OVERLAY): when the gaming
 * system outage flag is on, except on the one configured staging host, where testers keep logging in.
 * Host names compare case-insensitively; no staging host configured means no exception.
 * @example showsMaintenance(true, "staging.example", "staging.example") // false
 */
export function showsMaintenance(outage: boolean, hostname: string, stagingHost: string | null): boolean {
  if (!outage) return false;
  const staging = stagingHost?.trim().toLowerCase();
  return !staging || hostname.trim().toLowerCase() !== staging;
}
