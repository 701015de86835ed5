import { parsePushPayload } from "@lotto/api";
import { notificationHref } from "@/features/notifications/components/notification-href";

/** What the worker shows for a push: its title, and the line with the page a click opens. */
export interface PushDisplay {
  title: string;
  options: { body: string; tag: string; icon: string; data: { url: string } };
}

/** The icon a push shows (the manifest's). */
export const PUSH_ICON = "/icons/icon-192.png";

/**
 * A push's notification as the worker shows it, or null for a push that is not the shop's. The tag is
 * the open tab's system notification's (features/notifications/live/system-notification.ts), so the two
 * never show one notification twice.
 */
export function pushDisplay(text: string | null | undefined): PushDisplay | null {
  const payload = parsePushPayload(text);
  if (!payload) return null;
  const { notification } = payload;
  return {
    title: payload.title,
    options: {
      body: notification.text,
      tag: `notification-${notification.id}`,
      icon: PUSH_ICON,
      data: { url: notificationHref(notification) },
    },
  };
}

/** The page a click opens: the notification's, on the worker's own origin only. */
export function clickTarget(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  try {
    const target = new URL(typeof url === "string" ? url : "/", origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
