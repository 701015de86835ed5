// Drizzle tables of the play domain (games, draws, tickets, favourites, results): see apps/server/README.md.
export {};
