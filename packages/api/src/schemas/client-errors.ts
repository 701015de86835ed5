/** `POST /client-errors`: the web app reports an error a player met (docs/security.md "Client errors"). */
import * as v from "valibot";
import { requestString } from "./text";

/** Where the error came from: an uncaught error, an unhandled rejection, or a route's error page. */
export const CLIENT_ERROR_KINDS = ["uncaught", "unhandled_rejection", "route"] as const;

/** Cuts a text to `max` characters (a report is never refused for being long). */
const clipped = (max: number) =>
  v.pipe(
    requestString(),
    v.transform((text: string) => text.slice(0, max)),
  );

/** One client error report; texts are clipped so a long stack still arrives. */
export const ClientErrorBodySchema = v.object({
  kind: v.picklist(CLIENT_ERROR_KINDS, "kind must be uncaught, unhandled_rejection or route."),
  message: v.pipe(clipped(500), v.nonEmpty("message is required.")),
  stack: v.optional(clipped(4000)),
  /** The page's path and query, without the origin. */
  url: v.pipe(clipped(500), v.regex(/^\//, "url must be a path.")),
  /** The web build's version (`App-Version`). */
  release: v.optional(clipped(40)),
});
export type ClientErrorBody = v.InferOutput<typeof ClientErrorBodySchema>;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
