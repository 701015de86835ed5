import type { RequestCallbackBody } from "@lotto/api";
import { Page } from "@/components/layout/page";
import { CallbackSection } from "./callback-section";
import { ContactDetails } from "./contact-details";
import { RequestCallbackDialog } from "./request-callback-dialog";

/** The callback form's state when it is open. */
export interface CallbackFormState {
  busy: boolean;
  error: string | null;
  /** The request is in: the dialog says so, then closes itself. */
  success?: string | null;
}

/** Props of {@link ContactUsView}: what the page knows, and the player's actions. */
export interface ContactUsViewProps {
  callbackEnabled: boolean;
  isLoggedIn: boolean;
  /** The open request-callback form, or null. */
  form: CallbackFormState | null;
  onRequest(): void;
  onLogin(): void;
  onSend(body: RequestCallbackBody): void;
  onClose(): void;
}

/** Contact us (R-GAMES, R-SCREENS): phone 133 777, and the callback request when configured. */
export function ContactUsView({ callbackEnabled, isLoggedIn, form, ...on }: ContactUsViewProps) {
  return (
    <Page title="Contact us">
      <ContactDetails />
      {callbackEnabled && (
        <CallbackSection isLoggedIn={isLoggedIn} onRequest={on.onRequest} onLogin={on.onLogin} />
      )}
      {callbackEnabled && isLoggedIn && form && (
        <RequestCallbackDialog
          busy={form.busy}
          error={form.error}
          success={form.success ?? null}
          onSend={on.onSend}
          onClose={on.onClose}
        />
      )}
    </Page>
  );
}
