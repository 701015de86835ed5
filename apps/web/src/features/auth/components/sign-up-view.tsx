import { Button } from "@/components/ui/button";

/**
 * Sign-up view (spec §2 'Sign Up', 600 px card): the entry point of registration for a new email.
 * The step-by-step registration form belongs to the sign-up machine's issue.
 */
export function SignUpView({ email, onLogin }: { email: string; onLogin(): void }) {
  return (
    <div>
      <p>
        Welcome! <strong>{email || "Your email"}</strong> is not registered yet. Create your Play Online
        account to buy tickets, keep favourites and check your results. You must be 18 or over and live in
        Western Australia.
      </p>
      <Button type="button" $variant="link" onClick={onLogin}>
        Already have an account? Log In
      </Button>
    </div>
  );
}
