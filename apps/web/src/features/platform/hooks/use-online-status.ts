import { useEffect, useRef, useState } from "react";

/** Coming back online reloads the page after this many ms (spec §4 online status). */
export const ONLINE_RELOAD_DELAY_MS = 1000;

/** Whether the browser is online; going back online reloads the page 1 s later (spec §4). */
export function useOnlineStatus(reload: () => void = () => window.location.reload()): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => setOnline(false);
    const goOnline = () => {
      setOnline(true);
      timer = setTimeout(() => reloadRef.current(), ONLINE_RELOAD_DELAY_MS);
    };
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
    };
  }, []);
  return online;
}
