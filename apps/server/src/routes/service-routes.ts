import {
  geoBypassEndpoint,
  geoCheckEndpoint,
  getConfigEndpoint,
  getRemoteConfigEndpoint,
  getSecurityQuestionsEndpoint,
} from "@lotto/api";
import { APP_TEXT } from "@lotto/core";
import type { FastifyInstance } from "fastify";
import { SECURITY_QUESTIONS } from "../accounts/security-questions";
import { braintreeSettings } from "../config/braintree-settings";
import { isProduction } from "../config/production";
import { openSpecialEvents } from "../draws/special-draws";
import { HttpError } from "../http/http-error";
import { route } from "../http/route";
import { checkGeoBypassPin, GEO_BYPASS_SECONDS, issueGeoBypass } from "../service/geo-bypass";
import { currentRemoteConfig } from "../service/runtime-remote-config";
import { servedMaintenance } from "../service/runtime-settings";

/** Service status, geo check and bypass, remote config and the security-question list (R-CALLS). */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  route(app, getConfigEndpoint, async () => ({
    // The admin's run-time switch, else the environment's; absent unless set (R-ENTITIES: undefined by default).
    ...(await servedMaintenance(app.db, app.env)),
    reset_password_coefficient: app.env.RESET_PASSWORD_COEFFICIENT,
    minimum_deposit_amount: app.env.MINIMUM_DEPOSIT_AMOUNT,
    payment_gateway: braintreeSettings(app.env) ? ("braintree" as const) : ("sandbox" as const),
    push_public_key: app.push.publicKey(),
  }));

  route(app, geoCheckEndpoint, async (request) => ({ country_code: app.countryOf(request) }));

  // Rate limited like a login, per address and across all addresses: the PIN is short.
  route(
    app,
    geoBypassEndpoint,
    async (_request, { body }) => {
      if (!(await checkGeoBypassPin(app.db, body.pin, isProduction(app.env)))) {
        throw new HttpError(422, "GEO_PIN_WRONG", APP_TEXT.geoPinWrong);
      }
      return {
        geo_bypass_token: issueGeoBypass(app.jwtSecret, app.clock.now()),
        expires_in: GEO_BYPASS_SECONDS,
      };
    },
    { rateLimit: { max: app.env.AUTH_RATE_LIMIT, overall: app.env.AUTH_RATE_LIMIT } },
  );

  // The shipped defaults with the operator's run-time values; the special draws an operator named or
  // scheduled join the configured ones while they are on sale.
  route(
    app,
    getRemoteConfigEndpoint,
    async () => {
      const [config, scheduled] = await Promise.all([
        currentRemoteConfig(app.db),
        openSpecialEvents(app.db, app.clock.now()),
      ]);
      if (scheduled.length === 0) return config;
      return { ...config, specialEvents: [...config.specialEvents, ...scheduled] };
    },
    // The remembered config is one object until it changes: its JSON is made once.
    { reuseJson: true },
  );
  route(app, getSecurityQuestionsEndpoint, async () => SECURITY_QUESTIONS.map((q) => ({ ...q })));
}
