import { Page } from "@/components/layout/page";
import { CONTACT } from "@/config/contact";

/** Play Responsibly `/play-responsibly` (spec §2; responsible gambling line 1800 858 858, §9). */
export default function PlayResponsiblyPage() {
  return (
    <Page title="Play Responsibly">
      <p>Set a limit, play for fun and never chase losses. You must be 18 or over to play.</p>
      <p>
        For free, confidential support call the Gambling Help line on{" "}
        <a href={`tel:${CONTACT.gamblingHelp.replace(/\s/g, "")}`}>{CONTACT.gamblingHelp}</a>.
      </p>
    </Page>
  );
}
