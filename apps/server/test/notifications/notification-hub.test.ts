import { describe, expect, it } from "vitest";
import {
  NotificationHub,
  parseRange,
  parseSessionsOf,
  STREAM_CAPS,
  type StreamOwner,
} from "../../src/notifications/notification-hub";

const owner = (playerId: string, jti = `${playerId}-s`, address = "10.0.0.1"): StreamOwner => ({
  playerId,
  jti,
  generation: 0,
  address,
});
const quiet = { send: () => undefined, end: () => undefined };

describe("notification hub", () => {
  it("reads only well-formed announcements", () => {
    expect(parseRange('{"from":3,"to":9}')).toEqual({ from: 3, to: 9 });
    expect(parseRange('{"from":9,"to":3}')).toBeNull();
    expect(parseRange('{"from":"3","to":9}')).toBeNull();
    expect(parseRange("nope")).toBeNull();
    expect(parseSessionsOf('{"sessions_of":"p1"}')).toBe("p1");
    expect(parseSessionsOf('{"sessions_of":7}')).toBeNull();
    expect(parseSessionsOf('{"from":3,"to":9}')).toBeNull();
    expect(parseSessionsOf("null")).toBeNull();
    expect(parseSessionsOf("nope")).toBeNull();
  });

  it("holds streams per player until released, and ends them all on close", () => {
    const hub = new NotificationHub();
    const ended: string[] = [];
    const sink = (name: string) => ({ send: () => undefined, end: () => ended.push(name) });
    const releaseA = hub.add(owner("p1"), sink("a"));
    hub.add(owner("p1"), sink("b"));
    hub.add(owner("p2"), sink("c"));
    expect(hub.size).toBe(3);
    releaseA();
    releaseA();
    expect(hub.size).toBe(2);
    hub.endAll();
    expect(ended.sort()).toEqual(["b", "c"]);
    expect(hub.size).toBe(0);
  });

  it("caps the streams of one session and of one address, and frees a place when one is let go", () => {
    const hub = new NotificationHub();
    const releases = Array.from({ length: STREAM_CAPS.perSession }, () => hub.add(owner("p1", "s1"), quiet));
    expect(hub.overCap("10.0.0.1", "s1")).toBe("session");
    expect(hub.overCap("10.0.0.1", "s2")).toBeNull();
    expect(hub.overCap("10.0.0.2", "s1")).toBe("session");
    releases[0]?.();
    expect(hub.overCap("10.0.0.1", "s1")).toBeNull();
    for (let i = hub.size; i < STREAM_CAPS.perAddress; i++) hub.add(owner(`p${i}`, `s${i}`), quiet);
    expect(hub.overCap("10.0.0.1")).toBe("address");
    expect(hub.overCap("10.0.0.1", "fresh")).toBe("address");
    expect(hub.overCap("10.0.0.2", "fresh")).toBeNull();
    hub.endAll();
    expect(hub.overCap("10.0.0.1", "s1")).toBeNull();
  });
});
