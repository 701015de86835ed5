import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WinCelebration } from "../components/win-celebration";
import { winToCelebrate } from "../win-celebration-host";
import { BIG_WIN, DRAWN, JACKPOT, WON } from "./notifications-fixture";

describe("a win's celebration", () => {
  it("says what was won and that it is in the wallet, with the ticket a tap away", () => {
    const seen: string[] = [];
    render(
      <WinCelebration
        win={WON}
        onViewTicket={() => seen.push("ticket")}
        onDismiss={() => seen.push("dismiss")}
      />,
    );
    const region = screen.getByRole("region", { name: "You won $214.10 on Saturday Lotto draw 4640" });
    expect(region.textContent).toContain("Congratulations!");
    expect(screen.getByRole("status").textContent).toBe("It has been paid into your wallet.");
    fireEvent.click(screen.getByRole("button", { name: "View ticket" }));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(seen).toEqual(["ticket", "dismiss"]);
  });

  it("says a big win waits for a claim, and how much of it was paid already", () => {
    render(<WinCelebration win={BIG_WIN} onViewTicket={() => {}} onDismiss={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe(
      "$214.10 has been paid into your wallet. The other $25,000.00 is paid once claimed: we'll contact you to arrange your claim, then pay it into your wallet.",
    );
  });

  it("celebrates the newest unread win once: never a read one, a loss, an alert or one put away", () => {
    expect(winToCelebrate([JACKPOT, BIG_WIN, WON, DRAWN], new Set())).toBe(BIG_WIN);
    expect(winToCelebrate([JACKPOT, BIG_WIN, WON, DRAWN], new Set([BIG_WIN.id]))).toBe(WON);
    expect(
      winToCelebrate(
        [BIG_WIN, WON].map((n) => ({ ...n, read: true })),
        new Set(),
      ),
    ).toBeNull();
    expect(winToCelebrate([JACKPOT, DRAWN], new Set())).toBeNull();
  });
});
