/** Session machine test fixtures: a login instant and a session check around it. */
import { Temporal } from "temporal-polyfill";
import type { SessionCheck } from "./session.machine";

export const LOGIN = "2026-03-01T10:00:00Z";
export const secondsIn = (seconds: number) => Temporal.Instant.from(LOGIN).add({ seconds }).toString();

export const check = (over: Partial<SessionCheck> = {}): SessionCheck => ({
  token: "jwt",
  lastLogin: LOGIN,
  now: LOGIN,
  isApp: false,
  pathname: "/",
  ...over,
});
