import { waitSecondsLeft } from "@lotto/core";
import { useEffect, useState } from "react";

/**
 * Seconds left of the current external-failure wait, ticking while `coolingDown` (R-ERRORS). The
 * payment machine enforces the wait; this only shows it. `attempt` restarts the count per failure.
 */
export function useDepositCountdown(coolingDown: boolean, waitSeconds: number, attempt: number): number {
  const [left, setLeft] = useState(coolingDown ? waitSeconds : 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new failure (`attempt`) starts its own count.
  useEffect(() => {
    if (!coolingDown) {
      setLeft(0);
      return;
    }
    const start = Date.now();
    setLeft(waitSeconds);
    const timer = setInterval(() => setLeft(waitSecondsLeft(waitSeconds, Date.now() - start)), 250);
    return () => clearInterval(timer);
  }, [coolingDown, waitSeconds, attempt]);
  return left;
}
