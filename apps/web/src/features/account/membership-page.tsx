import type { UserDetails } from "@lotto/api";
import { Spinner } from "@lotto/ui/spinner";
import { colors, mediaDown, mediaTouch, sizes, space } from "@lotto/ui/theme";
import { useSyncExternalStore } from "react";
import styled from "styled-components";
import { Link } from "wouter";
import { Page } from "@/components/layout/page";
import { CONTACT } from "@/config/contact";
import { paths } from "@/config/paths";
import { useShell } from "@/lib/shell-context";

/** What membership gives every player; the spec names the page, not its benefits, so these are ours. */
export const MEMBERSHIP_BENEFITS = [
  "Buy tickets for every draw online, any time before sales close.",
  "Your tickets are registered to you, so prizes are never lost with a paper ticket.",
  "Keep your spending on track with a weekly spend limit you choose.",
  "Save favourite numbers and play them again in two taps.",
  "Check results and your ticket history wherever you are.",
] as const;

/** The member card: name, member number and email (R-ENTITIES user details). */
export function MembershipDetails({ user }: { user: UserDetails | null }) {
  if (!user) return <Spinner label="Loading your membership" />;
  const { firstname, lastname, email } = user.userDtls;
  return (
    <Card aria-labelledby="member-card-title">
      <h2 id="member-card-title">
        {firstname} {lastname}
      </h2>
      <dl>
        <dt>Member number</dt>
        <dd>{user.playerId}</dd>
        <dt>Email</dt>
        <dd>{email}</dd>
      </dl>
      <Link href={paths.account.getHref(0)}>Update your details</Link>
    </Card>
  );
}

/** Membership `/membership` (R-SCREENS): the player's member details and what membership includes. */
export default function MembershipPage() {
  const { session } = useShell();
  const user = useSyncExternalStore(session.subscribe, () => session.get().user);
  return <MembershipView user={user} />;
}

/** The membership page for `user` (null while the details load). */
export function MembershipView({ user }: { user: UserDetails | null }) {
  return (
    <Page title="Membership">
      <MembershipDetails user={user} />
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title">Your membership includes</h2>
        <ul>
          {MEMBERSHIP_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <p>
        Questions about your membership? Call us on {CONTACT.phone} or{" "}
        <Link href={paths.contactUs.getHref()}>contact us</Link>.
      </p>
    </Page>
  );
}

const Card = styled.section`
  padding: 16px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};

  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${space.xxs} ${space.md};
  }
  /* On a phone each value goes under its term, so an email keeps the card's width. */
  ${mediaDown("tablet")} {
    dl { grid-template-columns: minmax(0, 1fr); }
    dd + dt { margin-top: ${space.xs}; }
  }
  /* The link stands alone under the details: a 44 px target on a touch screen. */
  > a { ${mediaTouch} { display: inline-flex; align-items: center; min-height: ${sizes.touchTarget}px; } }

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    /* A long email breaks rather than widening the page on a phone. */
    overflow-wrap: anywhere;
  }
`;
