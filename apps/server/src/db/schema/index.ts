/** Every drizzle table of the server: accounts and payments (server-accounts) and play (server-play). */
export * from "./accounts";
export * from "./operations";
export * from "./payments";
export * from "./play";
