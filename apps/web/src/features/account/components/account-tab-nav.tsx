import { Tabs } from "@lotto/ui/tabs";
import { paths } from "@/config/paths";
import { ACCOUNT_TABS } from "../account-tabs";

/** The account sections as links to `/account?tab=n`; the current one is marked for screen readers. */
export function AccountTabNav({ tab }: { tab: number }) {
  return <Tabs label="Account sections" tabs={ACCOUNT_TABS} current={tab} hrefOf={paths.account.getHref} />;
}
