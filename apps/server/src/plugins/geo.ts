/**
 * The geo rule on the server (R-STATES geo-blocked, R-ROLES app wrapper; docs/security.md "Geo on the
 * server"): `app.countryOf(request)` answers the geo check, and `app.assertGeoAllowed(request)` refuses
 * an app call (Channel-ID 3) from outside Australia that carries no valid bypass token, with the
 * geo-blocked text. Sign-up, deposits and purchases call it first.
 */
import { GEO_BYPASS_HEADER } from "@lotto/api";
import { APP_TEXT, ERROR_CODE, isGeoBlocked } from "@lotto/core";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http/http-error";
import { isGeoBypassValid } from "../service/geo-bypass";
import { countryOf } from "../service/geo-country";

declare module "fastify" {
  interface FastifyInstance {
    /** The client's country code, 'Private' for local addresses (service/geo-country.ts). */
    countryOf(request: FastifyRequest): string;
    /** Throws 403 GEO_BLOCKED for an app call from abroad without a valid bypass token. */
    assertGeoAllowed(request: FastifyRequest): void;
  }
}

/** Channel-ID of the app wrapper (R-CALLS). */
const APP_CHANNEL = "3";

/** 403 with the spec's geo-blocked texts. */
export const geoBlocked = () =>
  new HttpError(403, ERROR_CODE.geoBlocked, `${APP_TEXT.geoBlocked} ${APP_TEXT.geoBlockedHelp}`);

/** Decorates `app.countryOf` and `app.assertGeoAllowed`. */
export const geoPlugin = fp(
  async (app) => {
    const { GEO_COUNTRY_HEADER, GEO_DEFAULT_COUNTRY, GEOIP_DATADIR, TRUST_PROXY } = app.env;
    // A country header is only as good as the proxy that sets it: without one a client writes its own.
    const header = TRUST_PROXY > 0 ? GEO_COUNTRY_HEADER : undefined;
    const country = (request: FastifyRequest) =>
      countryOf(request.ip, {
        proxyCountry: header ? request.headers[header] : undefined,
        defaultCountry: GEO_DEFAULT_COUNTRY,
        dataDir: GEOIP_DATADIR,
      });
    app.decorate("countryOf", country);
    app.decorate("assertGeoAllowed", (request: FastifyRequest) => {
      if (request.headers["channel-id"] !== APP_CHANNEL) return;
      const blocked = isGeoBlocked({
        isApp: true,
        countryCode: country(request),
        bypassed: isGeoBypassValid(
          app.jwtSecret,
          request.headers[GEO_BYPASS_HEADER.toLowerCase()],
          app.clock.now(),
        ),
      });
      if (blocked) throw geoBlocked();
    });
  },
  { name: "geo", dependencies: ["env", "clock", "authenticate"] },
);
