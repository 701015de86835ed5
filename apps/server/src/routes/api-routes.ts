import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth-routes";
import { bankCreditRoutes } from "./bank-credit-routes";
import { cardRoutes } from "./card-routes";
import { clientErrorRoutes } from "./client-error-routes";
import { feedbackRoutes } from "./feedback-routes";
import { legalRoutes } from "./legal-routes";
import { notificationRoutes } from "./notification-routes";
import { playRoutes } from "./play-routes";
import { registrationRoutes } from "./registration-routes";
import { serviceRoutes } from "./service-routes";
import { userRoutes } from "./user-routes";
import { walletRoutes } from "./wallet-routes";
import { withdrawalRoutes } from "./withdrawal-routes";

/** Every route under /api/v1: accounts and wallet (server-accounts), then play (server-play). */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(serviceRoutes);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(userRoutes);
  await app.register(walletRoutes);
  await app.register(withdrawalRoutes);
  await app.register(cardRoutes);
  await app.register(bankCreditRoutes);
  await app.register(feedbackRoutes);
  await app.register(playRoutes);
  await app.register(notificationRoutes);
  await app.register(legalRoutes);
  await app.register(clientErrorRoutes);
}
