import {
  createStreamTicketEndpoint,
  getNotificationSettingsEndpoint,
  getNotificationsEndpoint,
  markNotificationsReadEndpoint,
  NOTIFICATION_EVENT,
  NOTIFICATION_STREAM_PATH,
  type PlayerNotification,
  updateNotificationSettingsEndpoint,
} from "@lotto/api";
import { ERROR_CODE } from "@lotto/core";
import type { FastifyInstance } from "fastify";
import { endedSessions } from "../accounts/session-standing";
import { unauthorized } from "../http/http-error";
import { RATE_WINDOW_SECONDS, rateLimited } from "../http/rate-limit";
import { route } from "../http/route";
import { listNotifications, markRead } from "../notifications/notification-list";
import { notificationSettingsOf, updateNotificationSettings } from "../notifications/notification-settings";
import { issueStreamTicket, redeemStreamTicket } from "../notifications/stream-tickets";

/** A comment line this often keeps proxies from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

/**
 * The notification centre (docs/api.md): the list, marking read, the player's notification settings,
 * and the live stream of server-sent events, opened with a single-use ticket (the streams' hub is the
 * notification-hub plugin's).
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  route(app, getNotificationsEndpoint, async (request) => listNotifications(app.db, request.playerId));

  route(app, markNotificationsReadEndpoint, async (request, { body }) => {
    await markRead(app.db, request.playerId, body.ids, app.clock.now());
    return { ok: true as const };
  });

  route(app, getNotificationSettingsEndpoint, async (request) =>
    notificationSettingsOf(app.db, request.playerId),
  );
  route(app, updateNotificationSettingsEndpoint, async (request, { body }) =>
    updateNotificationSettings(app.db, request.playerId, body),
  );

  route(app, createStreamTicketEndpoint, async (request) => {
    if (!request.session) throw unauthorized();
    return issueStreamTicket(app.db, request.session, app.clock.now());
  });

  app.get(NOTIFICATION_STREAM_PATH, async (request, reply) => {
    // Its ticket stands for the session token: the refusal is as private as the stream.
    reply.header("cache-control", "no-store");
    const hub = app.notificationHub;
    const capped = () => {
      reply.header("retry-after", String(RATE_WINDOW_SECONDS));
      return rateLimited();
    };
    if (hub.overCap(request.ip)) throw capped();
    const { ticket } = (request.query ?? {}) as { ticket?: unknown };
    const now = app.clock.now();
    const holder = await redeemStreamTicket(app.db, ticket, now);
    if (!holder) throw unauthorized();
    if (hub.overCap(request.ip, holder.jti)) throw capped();
    // Held before its session is checked, so an end announced meanwhile reaches it too.
    let open = false;
    let ended = false;
    const queued: PlayerNotification[] = [];
    let release = () => {};
    const stop = () => {
      clearInterval(keepAlive);
      clearTimeout(sessionEnd);
      release();
    };
    const write = (n: PlayerNotification) =>
      reply.raw.write(`event: ${NOTIFICATION_EVENT}\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`);
    const sink = {
      send: (n: PlayerNotification) => (open ? write(n) : queued.push(n)),
      end: () => {
        ended = true;
        stop();
        if (open) reply.raw.end();
      },
    };
    const { playerId, jti, generation } = holder;
    release = hub.add({ playerId, jti, generation, address: request.ip }, sink);
    let keepAlive: NodeJS.Timeout | undefined;
    let sessionEnd: NodeJS.Timeout | undefined;
    try {
      // Logged out (or its password changed) after the ticket was issued: no stream.
      if ((await endedSessions(app.db, holder.playerId, [holder])).size > 0 || ended) {
        throw unauthorized(ERROR_CODE.sessionExpired);
      }
    } catch (error) {
      release();
      throw error;
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      // The socket goes with the stream: an ended stream must not hold a server that is closing.
      connection: "close",
    });
    // The client reconnects with a new ticket itself; a spent one would only be refused.
    res.write(": open\n\n");
    open = true;
    for (const n of queued.splice(0)) write(n);
    keepAlive = setInterval(() => res.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
    // A stream never outlives the session that opened it.
    const left = holder.sessionExpiresAt.epochMilliseconds - now.epochMilliseconds;
    sessionEnd = setTimeout(sink.end, Math.min(left, 2_147_483_647));
    res.on("close", stop); // the player left, or the connection broke
  });
}
