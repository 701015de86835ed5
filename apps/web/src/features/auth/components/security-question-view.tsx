import { Button } from "@lotto/ui/button";
import { Field, Form, FormError } from "@lotto/ui/form";

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
  return (
    <Form onSubmit={p.onSubmit}>
      <p>{p.question}</p>
      <Field
        label="Your answer"
        value={p.answer}
        error={p.error}
        onChange={(e) => p.onAnswer(e.target.value)}
      />
      {p.message && <FormError>{p.message}</FormError>}
      <Button type="submit" disabled={p.busy} $block>
        Reset password
      </Button>
      <Button type="button" $variant="link" onClick={p.onBack}>
        Back to Log In
      </Button>
    </Form>
  );
}
