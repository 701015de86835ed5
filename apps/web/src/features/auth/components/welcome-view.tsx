import { Button } from "@lotto/ui/button";
import { EmailField, Form } from "@lotto/ui/form";

/** Welcome view (R-SCREENS): email only, password hidden; the email check picks the next view. */
export function WelcomeView(p: {
  email: string;
  error?: string | undefined;
  busy: boolean;
  onEmail(value: string): void;
  onSubmit(): void;
}) {
  return (
    <Form onSubmit={p.onSubmit}>
      <EmailField value={p.email} error={p.error} onChange={p.onEmail} />
      <Button type="submit" disabled={p.busy} $block>
        Continue
      </Button>
    </Form>
  );
}
