import { useSearchParams } from "wouter";
import { Page } from "@/components/layout/page";

/** Wallet `/wallet?tab=` (spec §2: tab=0 balances, tab=1 payment details); content is a later issue. */
export default function WalletPage() {
  const [search] = useSearchParams();
  const tab = search.get("tab") === "1" ? 1 : 0;
  return (
    <Page title="Wallet">
      <nav aria-label="Wallet sections">
        <a href="/wallet?tab=0" aria-current={tab === 0 ? "page" : undefined}>
          Balances
        </a>{" "}
        <a href="/wallet?tab=1" aria-current={tab === 1 ? "page" : undefined}>
          Payment details
        </a>
      </nav>
      <h2>{tab === 0 ? "Balances" : "Payment details"}</h2>
    </Page>
  );
}
