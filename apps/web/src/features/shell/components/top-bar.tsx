import { colors, focusRingOnDark, mediaDown, mediaExtraSmall, sizes } from "@lotto/ui/theme";
import { Menu } from "lucide-react";
import styled from "styled-components";
import { Link } from "wouter";
import type { SpendFiguresView } from "@/api/use-spend-figures";
import { paths } from "@/config/paths";
import { isActiveTab, TOP_TABS, visibleTabs } from "../nav-items";
import { CartIcon } from "./cart-icon";
import { Logo } from "./logo";
import { NotificationBell } from "./notification-bell";
import { SpendFigures } from "./spend-figures";

/** Props of {@link TopBar}. */
export interface TopBarProps {
  pathname: string;
  isLoggedIn: boolean;
  isSelfExcluded: boolean;
  cartCount: number;
  /** The balance and what may be spent, for a logged-in player; hidden when absent. */
  spend?: SpendFiguresView;
  /** Unread notifications for the bell; the bell shows for logged-in players only. */
  unreadNotifications?: number;
  /** The over-limit warning text, null when the cart is within the spend limit. */
  overLimitMessage: string | null;
  /** The cart badge pops for a ticket just added (cart `animateCartBadge`). */
  animateCartBadge?: boolean;
  onCartBadgeAnimated?(): void;
  /** Opens the shopping-cart-spend-limit-info dialog from the over-limit warning. */
  onOverLimitInfo?(): void;
  onMenu(): void;
  onLogin(): void;
  onLogoTap?(): void;
}

/** Top bar (R-SCREENS): menu, logo, tabs (greyed for visitors, no Play when self-excluded) and cart. */
export function TopBar(props: TopBarProps) {
  const tabs = visibleTabs(TOP_TABS, props.isSelfExcluded);
  return (
    <Header>
      <Inner>
        <MenuButton type="button" aria-label="Open menu" data-tour="menu" onClick={props.onMenu}>
          <Menu size={24} />
        </MenuButton>
        {/* A player's bar also holds the balance, bell and cart: below 900 px the mark alone leaves them room. */}
        <Logo
          markOnlyWhenNarrow={props.isLoggedIn}
          {...(props.onLogoTap ? { onTap: props.onLogoTap } : {})}
        />
        <Tabs aria-label="Main">
          {tabs.map((tab) => {
            const enabled = props.isLoggedIn || tab.open;
            const label = (
              <>
                {tab.label} <Key aria-hidden="true">{tab.shortcut}</Key>
              </>
            );
            return enabled ? (
              <TabLink
                key={tab.key}
                href={tab.href}
                data-tour={`${tab.key}-tab`}
                aria-current={isActiveTab(tab, props.pathname) ? "page" : undefined}
              >
                {label}
              </TabLink>
            ) : (
              <InactiveTab key={tab.key} aria-disabled="true" data-tab={tab.key} data-tour={`${tab.key}-tab`}>
                {label}
              </InactiveTab>
            );
          })}
        </Tabs>
        {props.isLoggedIn ? (
          <Actions>
            {props.spend && <SpendFigures view={props.spend} />}
            <NotificationBell unread={props.unreadNotifications ?? 0} href={paths.notifications.getHref()} />
            <CartIcon
              count={props.cartCount}
              overLimitMessage={props.overLimitMessage}
              animateBadge={props.animateCartBadge === true}
              {...(props.onCartBadgeAnimated ? { onBadgeAnimated: props.onCartBadgeAnimated } : {})}
              {...(props.onOverLimitInfo ? { onOverLimitInfo: props.onOverLimitInfo } : {})}
            />
          </Actions>
        ) : (
          <LoginButton type="button" onClick={props.onLogin}>
            Log In
          </LoginButton>
        )}
      </Inner>
    </Header>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  *:focus-visible { ${focusRingOnDark} }
`;

const Inner = styled.div`
  max-width: ${sizes.appBarMaxWidth}px;
  height: ${sizes.topBarHeight}px;
  margin: 0 auto;
  padding: 0 8px;
  display: flex;
  align-items: center;
  gap: 8px;
  ${mediaExtraSmall} { padding: 0 4px; gap: 4px; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  margin-left: auto;
`;

const MenuButton = styled.button`
  width: 44px;
  height: 44px;
  border: none;
  background: none;
  color: ${colors.onPrimary};
  font-size: 1.5rem;
  cursor: pointer;
`;

const Tabs = styled.nav`
  display: flex;
  flex: 1;
  justify-content: center;
  gap: 4px;
  ${mediaDown("tablet")} { display: none; }
`;

const TabLink = styled(Link)`
  padding: 8px 12px;
  color: ${colors.onPrimary};
  text-decoration: none;
  border-bottom: 3px solid transparent;
  &[aria-current="page"] { border-bottom-color: ${colors.accent}; }
`;

const InactiveTab = styled.span`
  padding: 8px 12px;
  color: ${colors.onPrimaryMuted};
  cursor: not-allowed;
`;

const Key = styled.span`
  font-size: 0.7rem;
  opacity: 0.8;
`;

const LoginButton = styled.button`
  margin-left: auto;
  min-height: ${sizes.touchTarget}px;
  padding: 6px 16px;
  border: 2px solid ${colors.onPrimary};
  border-radius: 20px;
  background: transparent;
  color: ${colors.onPrimary};
  font-weight: 600;
  cursor: pointer;
  ${mediaExtraSmall} { padding: 6px 12px; }
`;
