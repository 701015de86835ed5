import { Button } from "@/components/ui/button";

/** Upgrade-prs view (spec §2 'Upgrade your account'): an in-store (PRS) account must be upgraded to play online. */
export function UpgradePrsView({ onLogin }: { onLogin(): void }) {
  return (
    <div>
      <p>
        Your email belongs to an in-store players account. Upgrade it to an online account to buy tickets on
        Play Online; your in-store history stays with you.
      </p>
      <Button type="button" $variant="link" onClick={onLogin}>
        Already have an account? Log In
      </Button>
    </div>
  );
}
