import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Where an account action stands: its success line or its error line (the server's text, R-ERRORS). */
export type ActionStatus =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

/** The line under an account form: a status for success, an alert for an error. */
export function ActionStatusLine({ status }: { status: ActionStatus }) {
  if (status.kind === "done") return <Line role="status">{status.message}</Line>;
  if (status.kind === "error")
    return (
      <Line role="alert" $error>
        {status.message}
      </Line>
    );
  return null;
}

const Line = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ $error }) => ($error ? colors.error : colors.success)};
`;
