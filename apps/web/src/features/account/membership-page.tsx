import { Page } from "@/components/layout/page";

/** Membership `/membership` (spec §2); its content is a later issue. */
export default function MembershipPage() {
  return (
    <Page title="Membership">
      <p>Your Play Online membership details and benefits.</p>
    </Page>
  );
}
