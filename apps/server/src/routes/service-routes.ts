import {
  geoCheckEndpoint,
  getConfigEndpoint,
  getRemoteConfigEndpoint,
  getSecurityQuestionsEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { SECURITY_QUESTIONS } from "../accounts/security-questions";
import { openSpecialEvents } from "../draws/special-draws";
import { route } from "../http/route";
import { isPrivateAddress } from "../service/private-address";
import { currentRemoteConfig } from "../service/runtime-remote-config";

/** Service status, geo check, remote config and the security-question list (R-CALLS). */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  route(app, getConfigEndpoint, async () => ({
    // Outage flags stay absent unless configured (R-ENTITIES: undefined by default).
    ...(app.env.GAMING_SYSTEM_OUTAGE === undefined
      ? {}
      : { gaming_system_outage: app.env.GAMING_SYSTEM_OUTAGE }),
    ...(app.env.GAMING_SYSTEM_SLOW === undefined ? {} : { gaming_system_slow: app.env.GAMING_SYSTEM_SLOW }),
    reset_password_coefficient: app.env.RESET_PASSWORD_COEFFICIENT,
    minimum_deposit_amount: app.env.MINIMUM_DEPOSIT_AMOUNT,
  }));

  route(app, geoCheckEndpoint, async (request) => {
    if (isPrivateAddress(request.ip)) return { country_code: "Private" };
    const header = app.env.GEO_COUNTRY_HEADER;
    const fromProxy = header && app.env.TRUST_PROXY ? request.headers[header] : undefined;
    const country =
      typeof fromProxy === "string" && /^[A-Z]{2}$/i.test(fromProxy) ? fromProxy.toUpperCase() : null;
    return { country_code: country ?? app.env.GEO_DEFAULT_COUNTRY };
  });

  // The shipped defaults with the operator's run-time values; the special draws an operator named or
  // scheduled join the configured ones while they are on sale.
  route(app, getRemoteConfigEndpoint, async () => {
    const [config, scheduled] = await Promise.all([
      currentRemoteConfig(app.db),
      openSpecialEvents(app.db, app.clock.now()),
    ]);
    if (scheduled.length === 0) return config;
    return { ...config, specialEvents: [...config.specialEvents, ...scheduled] };
  });
  route(app, getSecurityQuestionsEndpoint, async () => SECURITY_QUESTIONS.map((q) => ({ ...q })));
}
