import { Link } from "wouter";
import { Page } from "@/components/layout/page";
import { CONTACT } from "@/config/contact";
import { paths } from "@/config/paths";

// Account tabs in `?tab=` order: 2 is Spend limit, 4 is Self-exclusion (features/account/account-tabs.ts).
const SPEND_LIMIT_TAB = 2;
const SELF_EXCLUSION_TAB = 4;

/**
 * Play Responsibly `/play-responsibly` (R-SCREENS): the gambling help line 1800 858 858 (R-LIMITS) and
 * the tools a player has: a weekly spend limit and self-exclusion.
 */
export default function PlayResponsiblyPage() {
  return (
    <Page title="Play Responsibly">
      <p>Lotteries are a game of chance. Play for fun, set a budget and never chase losses.</p>
      <p>You must be 18 or over to play.</p>
      <section aria-labelledby="tools-title">
        <h2 id="tools-title">Stay in control</h2>
        <ul>
          <li>
            <Link href={paths.account.getHref(SPEND_LIMIT_TAB)}>Set a weekly spend limit</Link>: lowering it
            applies straight away; raising it takes effect after 7 days.
          </li>
          <li>
            <Link href={paths.account.getHref(SELF_EXCLUSION_TAB)}>Take a break with self-exclusion</Link>:
            you will not be able to buy tickets until it ends.
          </li>
        </ul>
      </section>
      <section aria-labelledby="help-title">
        <h2 id="help-title">Need to talk to someone?</h2>
        <p>
          For free, confidential support 24 hours a day, call the Gambling Help line on{" "}
          <a href={`tel:${CONTACT.gamblingHelp.replace(/\s/g, "")}`}>{CONTACT.gamblingHelp}</a>.
        </p>
      </section>
    </Page>
  );
}
