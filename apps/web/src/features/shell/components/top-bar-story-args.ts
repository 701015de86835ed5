import type { TopBarProps } from "./top-bar";

const noop = () => {};

/** The top bar's stories start from a visitor on home with an empty cart. */
export const VISITOR_TOP_BAR: TopBarProps = {
  pathname: "/",
  isLoggedIn: false,
  isSelfExcluded: false,
  cartCount: 0,
  overLimitMessage: null,
  onMenu: noop,
  onLogin: noop,
};
