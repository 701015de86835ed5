/** Every read of the console, keyed once; a write names the keys it makes stale. */
export const SESSION_KEY = ["operator", "session"] as const;

export const queryKeys = {
  session: SESSION_KEY,
  draws: ["operator", "draws"] as const,
  withdrawals: ["operator", "withdrawals"] as const,
  reviews: ["operator", "reviews"] as const,
  callbacks: ["operator", "callbacks"] as const,
  feedback: (days: number) => ["operator", "feedback", days] as const,
  clientErrors: (limit: number) => ["operator", "client-errors", limit] as const,
  config: ["operator", "config"] as const,
};
