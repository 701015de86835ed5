/**
 * The staging host name from the build's `VITE_STAGING_HOST`, where the outage flag does not replace
 * the login content (R-SCREENS maintenance view); null when unset, so every host shows maintenance.
 */
export function stagingHost(env: Record<string, unknown> = import.meta.env): string | null {
  const host = env.VITE_STAGING_HOST;
  return typeof host === "string" && host.trim() !== "" ? host.trim() : null;
}
