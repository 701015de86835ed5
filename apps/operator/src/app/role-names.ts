import type { OperatorRole } from "@lotto/api";

/** Each role as the console names it. */
export const ROLE_NAMES: Record<OperatorRole, string> = {
  support: "Support",
  finance: "Finance",
  draws: "Draws",
  admin: "Admin",
};
