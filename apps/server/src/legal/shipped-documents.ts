/** Version 1 of the terms and conditions and the privacy policy, shipped with the shop (ours to write). */
import type { LegalDocumentKind } from "@lotto/api";

/** Each document's title. */
export const LEGAL_TITLES: Record<LegalDocumentKind, string> = {
  terms: "Terms and conditions",
  privacy: "Privacy policy",
};

/** The shipped text of each document; paragraphs are separated by blank lines. */
export const SHIPPED_DOCUMENTS: Record<LegalDocumentKind, string> = {
  terms: [
    "These terms apply to every purchase you make through Play Online, on the web and in our apps. By accepting them you confirm you are 18 or over and live in Western Australia.",
    "Your account is yours alone. Keep your password secret; we will never ask for it. Every ticket you buy is registered to your account, so its prizes are yours whoever holds a printout.",
    "Tickets are sold until the game's sales close and cannot be cancelled once bought. The price shown before you buy is the price you pay, taken from your wallet.",
    "Draw results are final. Wins up to $1,000 are paid into your wallet when the draw is settled; larger wins are paid once you claim them. Prizes can be claimed for 12 months after the result is published.",
    "You choose a weekly spend limit and may lower it at any time; a higher limit takes effect after a waiting period. You may exclude yourself for 3 months to 5 years from the account page.",
    "We may change these terms. When we do, we ask you to accept the new version before you play again.",
  ].join("\n\n"),
  privacy: [
    "We collect the details you give us when you sign up (name, date of birth, address, mobile and email), the tickets you buy and the payments you make.",
    "We use them to run your account, verify your identity and age, pay your prizes, keep to the law and help you play responsibly.",
    "We do not sell your details. We share them only with the services that verify identity and process payments for us, and with regulators when the law requires it.",
    "Card numbers are handled by our payment service; we keep only the last digits and expiry to show your saved cards.",
    "You may ask to see or correct your details at any time by contacting us. Closing your account stops all use of them except what the law asks us to keep.",
    "We may change this policy. When we do, we ask you to accept the new version before you play again.",
  ].join("\n\n"),
};
