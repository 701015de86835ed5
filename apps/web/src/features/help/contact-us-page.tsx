import { Page } from "@/components/layout/page";
import { CONTACT } from "@/config/contact";

/** Contact us `/contactus` (spec §2, §1: support phone 133 777). */
export default function ContactUsPage() {
  return (
    <Page title="Contact us">
      <p>
        Call us on <a href={`tel:${CONTACT.phone.replace(/\s/g, "")}`}>{CONTACT.phone}</a> or email{" "}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
      </p>
      <p>Head office: {CONTACT.headOffice}</p>
    </Page>
  );
}
