import { Spinner } from "@lotto/ui/spinner";
import styled from "styled-components";
import { StandaloneHeader } from "@/components/layout/standalone-header";

/** `/activate` (R-SCREENS): 'Activating your account...' with a spinner, or why the link failed. */
export function ActivateView({ error }: { error: string | null }) {
  return (
    <>
      <StandaloneHeader />
      <Main aria-labelledby="activate-title">
        <h1 id="activate-title">
          {error ? "We couldn't activate your account" : "Activating your account..."}
        </h1>
        {error ? <p role="alert">{error}</p> : <Spinner label="Activating your account" />}
      </Main>
    </>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 64px 16px;
  text-align: center;
`;
