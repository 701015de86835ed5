import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import {
  MarkNotificationsReadBodySchema,
  NotificationListSchema,
  NotificationSettingsSchema,
  StreamTicketSchema,
  UpdateNotificationSettingsBodySchema,
} from "../schemas/notifications";

/** `GET /user/notifications`: the notification centre's list and unread count. */
export const getNotificationsEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/notifications",
  auth: true,
  response: NotificationListSchema,
});
export const getNotifications = caller(getNotificationsEndpoint);

/** `POST /user/notifications/read`: marks the given (or all) notifications read. */
export const markNotificationsReadEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/notifications/read",
  auth: true,
  body: MarkNotificationsReadBodySchema,
  response: AckSchema,
});
export const markNotificationsRead = caller(markNotificationsReadEndpoint);

/** `POST /user/notifications/stream-ticket`: EventSource sends no headers, so it opens with this. */
export const createStreamTicketEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/notifications/stream-ticket",
  auth: true,
  response: StreamTicketSchema,
});
export const createStreamTicket = caller(createStreamTicketEndpoint);

/** `GET /user/notification-settings`: remembered permission answer and jackpot alert threshold. */
export const getNotificationSettingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/notification-settings",
  auth: true,
  response: NotificationSettingsSchema,
});
export const getNotificationSettings = caller(getNotificationSettingsEndpoint);

/** `POST /user/notification-settings`: stores the permission answer and/or the threshold. */
export const updateNotificationSettingsEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/notification-settings",
  auth: true,
  body: UpdateNotificationSettingsBodySchema,
  response: NotificationSettingsSchema,
});
export const updateNotificationSettings = caller(updateNotificationSettingsEndpoint);
