import { PASSWORD_TEXT } from "@lotto/core";
import { Button } from "@lotto/ui/button";

/**
 * Password-reset-email-sent view (R-SCREENS, R-VALIDATION: the email is shown lowercased). Under the new reset flow
 * nothing confirmed the email exists, so it says the neutral 'Request to reset password received...' (R-ERRORS).
 */
export function ResetEmailSentView({
  email,
  neutral = false,
  onBack,
}: {
  email: string;
  neutral?: boolean;
  onBack(): void;
}) {
  return (
    <div>
      {neutral ? (
        <p role="status">{PASSWORD_TEXT.resetRequestReceived}</p>
      ) : (
        <p>
          We've sent an email to <strong>{email}</strong> with a link to reset your password. The link expires
          soon, so please check your inbox now.
        </p>
      )}
      <Button type="button" $variant="link" onClick={onBack}>
        Back to Log In
      </Button>
    </div>
  );
}
