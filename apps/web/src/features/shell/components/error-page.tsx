import { Chip } from "@lotto/ui/chip";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";
import { Link } from "wouter";

/** The error page of R-SCREENS: the 404 jackpot of missing pages, or the generic error. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <Main aria-labelledby="error-title">
      <h1 id="error-title">
        {notFound
          ? "Oops! Looks like you've hit a jackpot of missing pages!"
          : "Oops! That wasn't supposed to happen!"}
      </h1>
      {notFound ? (
        <>
          <p>The page you're looking for doesn't exist or has been moved.</p>
          <Chips aria-label="4 0 4">
            {["4", "0", "4"].map((digit, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the fixed digits 4-0-4, never reordered
              <Chip key={i} size="hero" tone="accent">
                {digit}
              </Chip>
            ))}
          </Chips>
          <p>Your lucky numbers for today!</p>
          <HomeLink href="/">Let me try my luck!</HomeLink>
        </>
      ) : (
        <>
          <p>
            Our team has been notified of the error. In the meantime, let's take you back to the home page.
          </p>
          <HomeLink href="/">Back to Home</HomeLink>
        </>
      )}
    </Main>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 12px;
  padding: 48px 16px;
`;

const Chips = styled.div`
  display: flex;
  gap: 12px;
`;

const HomeLink = styled(Link)`
  display: inline-block;
  padding: 10px 24px;
  border-radius: 22px;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;
