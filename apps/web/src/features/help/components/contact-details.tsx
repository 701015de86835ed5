import { CONTACT } from "@/config/contact";

const tel = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

/** Support phone 133 777, email and head office (R-GAMES, R-SCREENS Footer). */
export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details">
      <h2 id="contact-details">Talk to us</h2>
      <p>
        Call customer services on <a href={tel(CONTACT.phone)}>{CONTACT.phone}</a> or email{" "}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
      </p>
      <p>Head office: {CONTACT.headOffice}</p>
    </section>
  );
}
