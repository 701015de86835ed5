import { describe, expect, it } from "vitest";
import { NotificationHub, parseRange } from "../../src/notifications/notification-hub";

describe("notification hub", () => {
  it("reads only well-formed announcements", () => {
    expect(parseRange('{"from":3,"to":9}')).toEqual({ from: 3, to: 9 });
    expect(parseRange('{"from":9,"to":3}')).toBeNull();
    expect(parseRange('{"from":"3","to":9}')).toBeNull();
    expect(parseRange("nope")).toBeNull();
  });

  it("holds streams per player until released, and ends them all on close", () => {
    const hub = new NotificationHub();
    const ended: string[] = [];
    const sink = (name: string) => ({ send: () => undefined, end: () => ended.push(name) });
    const releaseA = hub.add("p1", sink("a"));
    hub.add("p1", sink("b"));
    hub.add("p2", sink("c"));
    expect(hub.size).toBe(3);
    releaseA();
    expect(hub.size).toBe(2);
    hub.endAll();
    expect(ended.sort()).toEqual(["b", "c"]);
    expect(hub.size).toBe(0);
  });
});
