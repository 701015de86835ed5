import { Button } from "@/components/ui/button";

/** Password-reset-email-sent view (spec §2, §5: the email is shown lowercased). */
export function ResetEmailSentView({ email, onBack }: { email: string; onBack(): void }) {
  return (
    <div>
      <p>
        We've sent an email to <strong>{email}</strong> with a link to reset your password. The link expires
        soon, so please check your inbox now.
      </p>
      <Button type="button" $variant="link" onClick={onBack}>
        Back to Log In
      </Button>
    </div>
  );
}
