import { colors, mediaExtraSmall, mediaUp, sizes, type } from "@lotto/ui/theme";
import { CirclePlay, type LucideIcon, ShoppingCart, Ticket, Trophy, Wallet } from "lucide-react";
import styled from "styled-components";
import { Link } from "wouter";
import { BOTTOM_TABS, isActiveTab, type NavTab, visibleTabs } from "../nav-items";

/**
 * Bottom bar for tablet and smaller (R-SCREENS): Play, Tickets, Results, Wallet, Cart, each label listing
 * its Ctrl+Shift letter like the top bar (tablets with keyboards; the Cart's C is listed only here).
 */
export function BottomBar({
  pathname,
  isLoggedIn,
  isSelfExcluded,
}: {
  pathname: string;
  isLoggedIn: boolean;
  isSelfExcluded: boolean;
}) {
  return (
    <Bar aria-label="Quick links">
      {visibleTabs(BOTTOM_TABS, isSelfExcluded).map((tab) =>
        isLoggedIn || tab.open ? (
          <Item
            key={tab.key}
            href={tab.href}
            data-tour={`${tab.key}-tab`}
            aria-current={isActiveTab(tab, pathname) ? "page" : undefined}
          >
            <TabIcon tab={tab.key} />
            <span>
              {tab.label} <Key aria-hidden="true">{tab.shortcut}</Key>
            </span>
          </Item>
        ) : (
          <Inactive key={tab.key} aria-disabled="true" data-tour={`${tab.key}-tab`}>
            <TabIcon tab={tab.key} />
            <span>
              {tab.label} <Key aria-hidden="true">{tab.shortcut}</Key>
            </span>
          </Inactive>
        ),
      )}
    </Bar>
  );
}

const icons: Record<NavTab["key"], LucideIcon | null> = {
  play: CirclePlay,
  tickets: Ticket,
  results: Trophy,
  wallet: Wallet,
  cart: ShoppingCart,
  account: null,
};

function TabIcon({ tab }: { tab: NavTab["key"] }) {
  const Icon = icons[tab];
  return Icon && <Icon size={20} />;
}

const Bar = styled.nav`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 90;
  height: ${sizes.bottomBarHeight}px;
  display: flex;
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  ${mediaUp("laptop")} { display: none; }
`;

const Item = styled(Link)`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-items: center;
  justify-content: center;
  color: ${colors.text};
  text-decoration: none;
  font-size: ${type.size.xs};
    &[aria-current="page"] { color: ${colors.primary}; font-weight: 700; }
`;

// Under 370 px five labels and their letters do not fit: the letters go, the labels stay.
const Key = styled.span`
  margin-left: 4px;
  opacity: 0.8;
  ${mediaExtraSmall} { display: none; }
`;

const Inactive = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-items: center;
  justify-content: center;
  color: ${colors.inactive};
  font-size: ${type.size.xs};
  `;
