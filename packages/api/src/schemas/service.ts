import * as v from "valibot";
import { CentsSchema } from "./common";

/** `GET /config` (spec §3 Service status): outage flags are absent unless set. */
export const ServiceStatusSchema = v.object({
  gaming_system_outage: v.optional(v.boolean()),
  gaming_system_slow: v.optional(v.boolean()),
  reset_password_coefficient: v.number(),
  minimum_deposit_amount: CentsSchema,
});
export type ServiceStatus = v.InferOutput<typeof ServiceStatusSchema>;

/** `GET /geo-check` (spec §3): an ISO country code or 'Private' for local addresses. */
export const GeoCheckSchema = v.object({ country_code: v.string() });
export type GeoCheck = v.InferOutput<typeof GeoCheckSchema>;

/** `GET /remote-config` (spec §3 Remote config): the known keys, extra keys allowed. */
export const RemoteConfigSchema = v.looseObject({
  requestCallbackEnabled: v.boolean(),
  feedbackFooterEnabled: v.boolean(),
  feedbackResponseEnabled: v.boolean(),
  purchasedGrantMessage: v.string(),
  promoSliderInfo: v.array(v.unknown()),
  outageMessage: v.string(),
  gameText: v.record(v.string(), v.unknown()),
  systemAlerts: v.array(v.unknown()),
  gameDescription: v.record(v.string(), v.unknown()),
  shoppingCartQuickListEnabled: v.boolean(),
  notificationPrompt: v.record(v.string(), v.unknown()),
  specialEvents: v.array(v.unknown()),
  removePlayNowButtonFromHeroWeighting: v.number(),
  minimumAppVersion: v.string(),
  recommendedAppVersion: v.string(),
  geoBlockingBypassPin: v.string(),
});
export type RemoteConfig = v.InferOutput<typeof RemoteConfigSchema>;
