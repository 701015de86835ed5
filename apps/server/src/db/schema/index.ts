/** Every drizzle table of the server: accounts and payments (server-accounts), play (server-play), withdrawals, the operator's audit. */
export * from "./accounts";
export * from "./autoplays";
export * from "./buckets";
export * from "./client-errors";
export * from "./identity";
export * from "./operations";
export * from "./operator-audit";
export * from "./operators";
export * from "./payments";
export * from "./play";
export * from "./push";
export * from "./runtime";
export * from "./security";
export * from "./withdrawals";
