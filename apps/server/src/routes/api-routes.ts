import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth-routes";
import { autoplayRoutes } from "./autoplay-routes";
import { cardRoutes } from "./card-routes";
import { clientErrorRoutes } from "./client-error-routes";
import { depositLimitRoutes } from "./deposit-limit-routes";
import { favouritesRoutes } from "./favourites-routes";
import { feedbackRoutes } from "./feedback-routes";
import { gamesRoutes } from "./games-routes";
import { legalRoutes } from "./legal-routes";
import { notificationRoutes } from "./notification-routes";
import { playHistoryRoutes } from "./play-history-routes";
import { purchaseRoutes } from "./purchase-routes";
import { pushRoutes } from "./push-routes";
import { registrationRoutes } from "./registration-routes";
import { serviceRoutes } from "./service-routes";
import { userRoutes } from "./user-routes";
import { walletRoutes } from "./wallet-routes";
import { withdrawalRoutes } from "./withdrawal-routes";

/** Every route of the players' listener under /api/v1, one plugin per resource (the operator's: operator-listener/). */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(serviceRoutes);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(userRoutes);
  await app.register(walletRoutes);
  await app.register(withdrawalRoutes);
  await app.register(cardRoutes);
  await app.register(depositLimitRoutes);
  await app.register(feedbackRoutes);
  await app.register(gamesRoutes);
  await app.register(purchaseRoutes);
  await app.register(favouritesRoutes);
  await app.register(autoplayRoutes);
  await app.register(playHistoryRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(legalRoutes);
  await app.register(clientErrorRoutes);
}
