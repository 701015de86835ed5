/** Prompts machine test fixtures: a settled user, the home page and its load event. */
import type { PromptPlace } from "../prompts/prompt-skip";
import type { PromptsUser } from "./prompts.machine";

export const settled: PromptsUser = {
  should_prompt_password_change: false,
  terms_and_conditions_accepted: true,
  privacy_policy_accepted: true,
  should_prompt_notification: false,
  product_tour_prompted: true,
  pending_account_setup: false,
};
export const home: PromptPlace = {
  pathname: "/",
  search: "",
  loggedIn: true,
  returnedHome: false,
  pendingAccountSetup: false,
};
export const loaded = (
  place: Partial<PromptPlace> = {},
  jackpots: readonly (number | null)[] = [10_000_000, 20_000_000],
) => ({ type: "PROMPTS.PAGE_LOADED", place: { ...home, ...place }, jackpots }) as const;
