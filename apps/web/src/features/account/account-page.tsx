import { useSearchParams } from "wouter";
import { Page } from "@/components/layout/page";

const TABS = ["Personal details", "Security", "Limits", "Close account"] as const;

/** Account page `/account?tab=` (spec §2); the tab contents are a later issue. */
export default function AccountPage() {
  const [search] = useSearchParams();
  const tab = Math.min(Math.max(Number(search.get("tab") ?? 0) || 0, 0), TABS.length - 1);
  return (
    <Page title="Account">
      <nav aria-label="Account sections">
        <ul>
          {TABS.map((name, i) => (
            <li key={name}>
              <a href={`/account?tab=${i}`} aria-current={i === tab ? "page" : undefined}>
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{TABS[tab]}</h2>
    </Page>
  );
}
