import type { UserDetails } from "@lotto/api";

/** The demo player as `GET /user/details` describes them: set up, terms accepted, tour prompted. */
export const DEMO_PLAYER: UserDetails = {
  playerId: "demo-player",
  pending_account_setup: false,
  should_prompt_password_change: false,
  should_prompt_notification: false,
  terms_and_conditions_accepted: true,
  privacy_policy_accepted: true,
  product_tour_prompted: true,
  selfExclusionFlag: 0,
  userDtls: { firstname: "Demo", lastname: "Player", email: "demo@playonline.test" },
};
