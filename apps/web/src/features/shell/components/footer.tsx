import { Logo } from "@lotto/ui/logo";
import { colors, focusRingOnDark, sizes } from "@lotto/ui/theme";
import styled from "styled-components";
import { Link } from "wouter";
import { CONTACT } from "@/config/contact";
import { LEGAL_TITLES } from "@/config/legal-titles";
import { paths } from "@/config/paths";

/**
 * Footer (R-SCREENS): contact, phones, head office, social links, the terms and privacy policy, copyright,
 * web and app version.
 */
export function Footer({
  webVersion,
  appVersion,
  extraBottomSpace,
}: {
  webVersion: string;
  /** major.minor.build of the wrapper, null in a browser. */
  appVersion: string | null;
  /** On /cart the footer leaves room for the checkout bar (R-SCREENS). */
  extraBottomSpace: boolean;
}) {
  return (
    <Foot $extra={extraBottomSpace}>
      <Inner>
        <Brand>
          <Logo tone="onDark" size={32} />
        </Brand>
        <p>
          Contact us: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> · Phone{" "}
          <a href="tel:133777">{CONTACT.phone}</a>
        </p>
        <p>Head office: {CONTACT.headOffice}</p>
        <p>
          Play Responsibly. Gambling Help <a href="tel:1800858858">{CONTACT.gamblingHelp}</a>
        </p>
        <Links aria-label="Social media">
          {CONTACT.social.map((s) => (
            <a key={s.name} href={s.href} rel="noopener noreferrer" target="_blank">
              {s.name}
            </a>
          ))}
        </Links>
        <Links aria-label="Legal">
          <Link href={paths.terms.getHref()}>{LEGAL_TITLES.terms}</Link>
          <Link href={paths.privacy.getHref()}>{LEGAL_TITLES.privacy}</Link>
        </Links>
        <p>© Play Online. All rights reserved.</p>
        <p>
          Web version {webVersion}
          {appVersion && ` · App version ${appVersion}`}
        </p>
      </Inner>
    </Foot>
  );
}

const Foot = styled.footer<{ $extra: boolean }>`
  background: ${colors.inverseSurface};
  color: ${colors.inverseText};
  padding: 24px 16px ${(p) => (p.$extra ? 120 : 24)}px;
  a { color: ${colors.inverseLink}; }
  *:focus-visible { ${focusRingOnDark} }
`;

const Inner = styled.div`
  max-width: ${sizes.appBarMaxWidth}px;
  margin: 0 auto;
  font-size: 0.9rem;
  p { margin: 4px 0; }
`;

const Brand = styled.div`
  margin-bottom: 12px;
`;

// Links standing alone, not in a sentence: each a 44 px tall target.
const Links = styled.nav`
  display: flex;
  gap: 16px;
  a { display: inline-flex; align-items: center; min-height: ${sizes.touchTarget}px; }
`;
