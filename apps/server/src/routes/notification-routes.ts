import {
  createStreamTicketEndpoint,
  getNotificationSettingsEndpoint,
  getNotificationsEndpoint,
  markNotificationsReadEndpoint,
  NOTIFICATION_EVENT,
  NOTIFICATION_STREAM_PATH,
  updateNotificationSettingsEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { Temporal } from "temporal-polyfill";
import { unauthorized } from "../http/http-error";
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
    const session = request.session;
    if (!session) throw unauthorized();
    const ends = Temporal.Instant.fromEpochMilliseconds(session.exp * 1000);
    return issueStreamTicket(app.db, request.playerId, ends, app.clock.now());
  });

  app.get(NOTIFICATION_STREAM_PATH, async (request, reply) => {
    // Its ticket stands for the session token: the refusal is as private as the stream.
    reply.header("cache-control", "no-store");
    const { ticket } = (request.query ?? {}) as { ticket?: unknown };
    const now = app.clock.now();
    const holder = await redeemStreamTicket(app.db, ticket, now);
    if (!holder) throw unauthorized();
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
    let release = () => {};
    const stop = () => {
      clearInterval(keepAlive);
      clearTimeout(sessionEnd);
      release();
    };
    const sink = {
      send: (n: { id: number }) =>
        res.write(`event: ${NOTIFICATION_EVENT}\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`),
      end: () => {
        stop();
        res.end();
      },
    };
    release = app.notificationHub.add(holder.playerId, sink);
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
    // A stream never outlives the session that opened it.
    const left = holder.sessionExpiresAt.epochMilliseconds - now.epochMilliseconds;
    const sessionEnd = setTimeout(sink.end, Math.min(left, 2_147_483_647));
    res.on("close", stop); // the player left, or the connection broke
  });
}
