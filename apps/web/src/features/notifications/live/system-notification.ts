import type { PlayerNotification } from "@lotto/api";

/** The browser's parts a system notification needs (tests pass fakes). */
export interface SystemNotificationEnv {
  hidden: boolean;
  permission: NotificationPermission | undefined;
  show(title: string, options: NotificationOptions): void;
}

/** The real browser: the tab's visibility and the Notification API, where there is one. */
export function browserNotificationEnv(): SystemNotificationEnv {
  const supported = typeof Notification !== "undefined";
  return {
    hidden: document.visibilityState === "hidden",
    permission: supported ? Notification.permission : undefined,
    show: (title, options) => {
      if (supported) new Notification(title, options);
    },
  };
}

/**
 * Shows a system notification when the tab is hidden and the player granted permission; an open,
 * visible tab already shows the bell's count. Returns whether one was shown.
 */
export function notifySystem(notification: PlayerNotification, env: SystemNotificationEnv): boolean {
  if (!env.hidden || env.permission !== "granted") return false;
  env.show("Play Online", { body: notification.text, tag: `notification-${notification.id}` });
  return true;
}
