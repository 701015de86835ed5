import type { PlayerNotification } from "@lotto/api";
import { useState } from "react";
import { useLocation } from "wouter";
import { useMarkRead } from "./api/notification-queries";
import { notificationHref } from "./components/notification-href";
import { WinCelebration } from "./components/win-celebration";

/** Props of {@link WinCelebrationHost}. */
export interface WinCelebrationHostProps {
  /** The player's notifications, newest first, as the bell reads them. */
  notifications: readonly PlayerNotification[];
}

/** The win a celebration is due for: the newest unread one (`won` and not yet read). */
export function winToCelebrate(notifications: readonly PlayerNotification[], put: ReadonlySet<number>) {
  return notifications.find((n) => n.kind === "won" && !n.read && !put.has(n.id)) ?? null;
}

/**
 * Celebrates each win once: opening its ticket or dismissing it reads the win's notification, so it
 * never celebrates again, here or on another device (docs/decisions.md "A moment for a win"). Loaded
 * lazily by the layout, only when an unread win is there.
 */
export default function WinCelebrationHost({ notifications }: WinCelebrationHostProps) {
  const [, navigate] = useLocation();
  const markRead = useMarkRead();
  // Put away at once, before the list comes back from the server read.
  const [put, setPut] = useState<ReadonlySet<number>>(new Set());
  const win = winToCelebrate(notifications, put);
  if (!win) return null;
  const done = () => {
    setPut(new Set([...put, win.id]));
    markRead.mutate([win.id]);
  };
  return (
    <WinCelebration
      win={win}
      onViewTicket={() => {
        done();
        navigate(notificationHref(win));
      }}
      onDismiss={done}
    />
  );
}
