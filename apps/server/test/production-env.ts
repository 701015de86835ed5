import { writeTestServiceAccount } from "./push/fcm-fixture";

/**
 * A production configuration with every setting config/production.ts requires (none of them reached:
 * nothing is sent at start). Production tests start from it; a new requirement adds its setting here.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: "production",
  DEV_MAILBOX: "",
  SMTP_URL: "smtp://127.0.0.1:4409",
  BRAINTREE_ENVIRONMENT: "sandbox",
  BRAINTREE_MERCHANT_ID: "merchant",
  BRAINTREE_PUBLIC_KEY: "public-key",
  BRAINTREE_PRIVATE_KEY: "private-key",
  BRAINTREE_MERCHANT_ACCOUNT_ID: "playonline_AUD",
  VAPID_PUBLIC_KEY: "BBnz9eON39XvAhZNwo-Gu5o9BGYsitlBHDTY4GeM3rXnrISV0PQ3NTsb7voM5DhgRmFpnkLyHJPA0NC53usY7fY",
  VAPID_PRIVATE_KEY: "Ac4t19KK2Z4PHwtq5luBYBFt8eXaEQu7qK2wNrKlNTU",
  VAPID_SUBJECT: "mailto:ops@playonline.example",
  FCM_SERVICE_ACCOUNT_FILE: writeTestServiceAccount().file,
};
