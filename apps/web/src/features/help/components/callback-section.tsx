import { Button } from "@lotto/ui/button";

/** The request-callback offer (R-GAMES), shown when remote config `requestCallbackEnabled` is on. */
export function CallbackSection({
  isLoggedIn,
  onRequest,
  onLogin,
}: {
  isLoggedIn: boolean;
  onRequest(): void;
  onLogin(): void;
}) {
  return (
    <section aria-labelledby="callback-title">
      <h2 id="callback-title">Prefer we call you?</h2>
      <p>Ask for a callback and we will ring you at a time that suits you.</p>
      {isLoggedIn ? (
        <Button type="button" onClick={onRequest}>
          Request a callback
        </Button>
      ) : (
        <Button type="button" $variant="secondary" onClick={onLogin}>
          Log in to request a callback
        </Button>
      )}
    </section>
  );
}
