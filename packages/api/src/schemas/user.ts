import * as v from "valibot";
import { PasswordInputSchema, PasswordSchema, personNameSchemaOf, textSchemaOf } from "./common";
import { requestString } from "./text";

/** `GET /user/details` (R-ENTITIES User details). */
export const UserDetailsSchema = v.object({
  playerId: v.string(),
  pending_account_setup: v.boolean(),
  should_prompt_password_change: v.boolean(),
  should_prompt_notification: v.boolean(),
  terms_and_conditions_accepted: v.boolean(),
  privacy_policy_accepted: v.boolean(),
  product_tour_prompted: v.boolean(),
  /** 1 means self-excluded. */
  selfExclusionFlag: v.picklist([0, 1]),
  userDtls: v.object({ firstname: v.string(), lastname: v.string(), email: v.string() }),
});
export type UserDetails = v.InferOutput<typeof UserDetailsSchema>;

/** `POST /user/update-flag`: the prompt flags the client may set (R-STATES, R-CALLS). */
export const UpdateFlagBodySchema = v.pipe(
  v.strictObject({
    product_tour_prompted: v.optional(v.boolean()),
    terms_and_conditions_accepted: v.optional(v.literal(true)),
    privacy_policy_accepted: v.optional(v.literal(true)),
    should_prompt_notification: v.optional(v.boolean()),
  }),
  v.check((b) => Object.keys(b).length > 0, "At least one flag is required."),
);
export type UpdateFlagBody = v.InferOutput<typeof UpdateFlagBodySchema>;

/** An Australian mobile number, 04 then 8 digits. */
export const MobileSchema = v.pipe(
  requestString("Mobile number is required."),
  v.regex(/^04\d{8}$/, "Mobile number must be 10 digits starting with 04."),
);

/** A postal address in Australia. */
export const AddressSchema = v.object({
  street: textSchemaOf("Street", 120),
  suburb: textSchemaOf("Suburb", 60),
  postcode: v.pipe(requestString("Postcode is required."), v.regex(/^\d{4}$/, "Postcode must be 4 digits.")),
  state: v.picklist(["WA", "NSW", "VIC", "QLD", "SA", "TAS", "ACT", "NT"], "State is invalid."),
});

/** `POST /user/update-details`: the personal details a player may change. */
export const UpdateDetailsBodySchema = v.pipe(
  v.strictObject({
    firstname: v.optional(personNameSchemaOf("First name")),
    lastname: v.optional(personNameSchemaOf("Last name")),
    mobile: v.optional(MobileSchema),
    address: v.optional(AddressSchema),
  }),
  v.check((b) => Object.keys(b).length > 0, "At least one detail is required."),
);
export type UpdateDetailsBody = v.InferOutput<typeof UpdateDetailsBodySchema>;

/** `POST /user/change-password` (R-VALIDATION password rules for the new one). */
export const ChangePasswordBodySchema = v.object({
  current_password: PasswordInputSchema,
  new_password: PasswordSchema,
});
export type ChangePasswordBody = v.InferOutput<typeof ChangePasswordBodySchema>;

/** The code of a refusal because the player is self-excluded or closed (R-ROLES: no purchases or deposits). */
export const SELF_EXCLUDED_CODE = "PLAYER_SELF_EXCLUDED";

/** Self-exclusion periods a player may choose (R-ROLES self-excluded player). */
export const SELF_EXCLUSION_PERIODS = ["3_MONTHS", "6_MONTHS", "1_YEAR", "5_YEARS"] as const;

/** `POST /user/self-exclusion`. */
export const SelfExclusionBodySchema = v.object({
  period: v.picklist(SELF_EXCLUSION_PERIODS, "Choose a self-exclusion period."),
});
export type SelfExclusionBody = v.InferOutput<typeof SelfExclusionBodySchema>;

/** `POST /user/close-account`: the password confirms it. */
export const CloseAccountBodySchema = v.object({
  password: PasswordInputSchema,
  reason: v.optional(v.pipe(requestString(), v.maxLength(500, "Reason must be at most 500 characters."))),
});

/** `POST /user/request-callback` (R-GAMES request-callback option). */
export const RequestCallbackBodySchema = v.object({
  phone: v.pipe(
    requestString("Phone number is required."),
    v.regex(/^0\d{9}$/, "Phone number must be 10 digits."),
  ),
  preferred_time: v.picklist(["morning", "afternoon", "evening"], "Choose a time."),
  reason: v.optional(v.pipe(requestString(), v.maxLength(500, "Reason must be at most 500 characters."))),
});
export type RequestCallbackBody = v.InferOutput<typeof RequestCallbackBodySchema>;

/** `POST /user/security-question`: a new question and answer, confirmed by the password (account tab). */
export const ChangeSecurityQuestionBodySchema = v.object({
  password: PasswordInputSchema,
  security_question_id: v.pipe(v.number("Choose a security question."), v.integer(), v.minValue(1)),
  security_answer: textSchemaOf("Security answer", 100),
});
export type ChangeSecurityQuestionBody = v.InferOutput<typeof ChangeSecurityQuestionBodySchema>;
