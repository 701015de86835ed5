import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Store links by platform (R-SCREENS: a store badge by platform). */
const STORES = {
  ios: { label: "Download on the App Store", href: "https://apps.apple.com/" },
  android: { label: "Get it on Google Play", href: "https://play.google.com/store" },
} as const;

/** The App Store or Play Store badge for the wrapper's platform. */
export function StoreBadge({ platform }: { platform: "ios" | "android" }) {
  const store = STORES[platform];
  return (
    <Badge href={store.href} rel="noopener noreferrer" target="_blank">
      {store.label}
    </Badge>
  );
}

const Badge = styled.a`
  display: inline-block;
  padding: 10px 20px;
  border-radius: 8px;
  background: ${colors.text};
  color: ${colors.onPrimary};
  text-decoration: none;
  font-weight: 600;
`;
