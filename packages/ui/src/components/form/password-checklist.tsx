import { PASSWORD_SPECIALS, type PasswordCheck, passwordProblems } from "@lotto/core";
import { Check, Circle } from "lucide-react";
import styled from "styled-components";
import { colors } from "../../theme/theme";

/** The words of each part of the password rule (R-VALIDATION). */
export const PASSWORD_RULE_TEXT: Record<PasswordCheck, string> = {
  length: "12 to 30 characters",
  letter: "At least one letter",
  digit: "At least one number",
  special: `At least one special character from ${PASSWORD_SPECIALS}`,
};

/** The password rule as a checklist that ticks as the player types (core's passwordProblems). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const problems = new Set(passwordProblems(password));
  return (
    <List id={id} aria-label="Password rules">
      {(Object.keys(PASSWORD_RULE_TEXT) as PasswordCheck[]).map((check) => {
        const met = !problems.has(check);
        return (
          <Item key={check} $met={met}>
            {met ? <Check size={16} /> : <Circle size={8} fill="currentColor" />} {PASSWORD_RULE_TEXT[check]}
            <Hidden>{met ? " (met)" : " (not met)"}</Hidden>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
`;

const Item = styled.li<{ $met: boolean }>`
  color: ${({ $met }) => ($met ? colors.success : colors.text)};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;
