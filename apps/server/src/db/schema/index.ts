/** Every drizzle table of the server: accounts (server-accounts) and play (server-play). */
export * from "./accounts";
export * from "./play";
