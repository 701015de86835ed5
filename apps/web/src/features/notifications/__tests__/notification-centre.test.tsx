import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { bellLabel, NotificationBell } from "@/features/shell/components/notification-bell";
import { NotificationList } from "../components/notification-list";
import { DRAWN, JACKPOT, WON } from "./notifications-fixture";

describe("the bell", () => {
  it("is named with the unread count and shows a badge only when there are unread ones", () => {
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    expect(bellLabel(120)).toBe("Notifications, 99+ unread");
    const { hook } = memoryLocation({ path: "/" });
    const { rerender, container } = render(
      <Router hook={hook}>
        <NotificationBell unread={0} href="/notifications" />
      </Router>,
    );
    const bell = screen.getByRole("link", { name: "Notifications" });
    expect(bell.querySelector("svg")).not.toBeNull();
    expect(bell.textContent).toBe("");
    rerender(
      <Router hook={hook}>
        <NotificationBell unread={120} href="/notifications" />
      </Router>,
    );
    expect(screen.getByRole("link", { name: "Notifications, 99+ unread" }).textContent).toBe("99+");
    fireEvent.click(screen.getByRole("link"));
    expect(container.ownerDocument).toBeDefined();
  });
});

describe("the list", () => {
  it("shows loading, empty, error and the notifications with the new ones marked", () => {
    const { rerender } = render(<NotificationList notifications={undefined} />);
    expect(screen.getByRole("status", { name: "Loading your notifications" })).toBeDefined();
    rerender(<NotificationList notifications={[]} />);
    expect(screen.getByText(/No notifications yet/)).toBeDefined();
    rerender(<NotificationList notifications={undefined} error="Unknown error occurred" />);
    expect(screen.getByRole("alert").textContent).toContain("Unknown error occurred");
    rerender(<NotificationList notifications={[WON, DRAWN]} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((i) => i.textContent?.replace(/\d{1,2} \w{3} \d{4}.*$/, ""))).toEqual([
      "Unread: NewYou won $214.10 on Saturday Lotto draw 4640",
      "Read: No win this time on Saturday Lotto draw 4638",
    ]);
    expect(items[0]?.querySelector("time")?.textContent).toMatch(/21 Nov 2026/);
  });

  it("opens each notification's ticket in its draw, a jackpot alert its game, an autoplay's news the autoplays, and reports the open", () => {
    const opened: number[] = [];
    const { hook } = memoryLocation({ path: "/notifications" });
    render(
      <Router hook={hook}>
        <NotificationList
          notifications={[
            JACKPOT,
            WON,
            DRAWN,
            { ...DRAWN, id: 9, ticket_id: null },
            { ...DRAWN, id: 10, kind: "autoplay-skipped", ticket_id: null },
            { ...DRAWN, id: 11, kind: "autoplay-bought", ticket_id: null },
            { ...DRAWN, id: 12, kind: "autoplay-bought" },
          ]}
          onOpen={(id) => opened.push(id)}
        />
      </Router>,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/games/powerball?gameStatus=started",
      `/tickets?ticket=${WON.ticket_id}&draw=4640`,
      `/tickets?ticket=${DRAWN.ticket_id}&draw=4638`,
      "/tickets",
      "/autoplays",
      "/autoplays",
      `/tickets?ticket=${DRAWN.ticket_id}&draw=4638`,
    ]);
    // Unread and read look apart and are said apart.
    expect(links[1]!.getAttribute("data-unread")).toBe("true");
    expect(links[2]!.getAttribute("data-unread")).toBe("false");
    expect(links[1]!.textContent).toMatch(/^Unread: /);
    expect(links[2]!.textContent).toMatch(/^Read: /);
    fireEvent.click(links[1]!);
    expect(opened).toEqual([WON.id]);
  });
});
