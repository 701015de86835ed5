import type { FormEvent } from "react";
import styled from "styled-components";
import { Field } from "@/components/form";
import { Button } from "@/components/ui/button";
import { colors } from "@/config/theme";

/** Security-question view (R-SCREENS 'Security Question'): answer the question to get a reset email. */
export function SecurityQuestionView(p: {
  question: string;
  answer: string;
  error?: string | undefined;
  message?: string | undefined;
  busy: boolean;
  onAnswer(value: string): void;
  onSubmit(): void;
  onBack(): void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>{p.question}</p>
      <Field
        label="Your answer"
        value={p.answer}
        error={p.error}
        onChange={(e) => p.onAnswer(e.target.value)}
      />
      {p.message && <Message role="alert">{p.message}</Message>}
      <Button type="submit" disabled={p.busy} $block>
        Reset password
      </Button>
      <Button type="button" $variant="link" onClick={p.onBack}>
        Back to Log In
      </Button>
    </form>
  );
}

const Message = styled.p`
  margin: 0;
  color: ${colors.error};
`;
