import { type ApiClient, updateNotificationSettings } from "@lotto/api";
import { subscribeToPush } from "@/lib/device-push";

/** How the browser is asked; tests pass their own. */
export type PermissionRequest = () => Promise<NotificationPermission>;

const browserRequest = (): PermissionRequest | null =>
  typeof Notification === "undefined" ? null : () => Notification.requestPermission();

/**
 * 'Turn on notifications': asks the browser for permission and remembers the answer for the player
 * on the server; granted, this browser subscribes for pushes. Resolves with the answer, or null where
 * the browser has no notifications.
 */
export async function askNotificationPermission(
  api: ApiClient,
  request: PermissionRequest | null = browserRequest(),
): Promise<NotificationPermission | null> {
  if (!request) return null;
  const permission = await request();
  await updateNotificationSettings(api, { body: { permission } });
  if (permission === "granted") await subscribeToPush(api);
  return permission;
}
