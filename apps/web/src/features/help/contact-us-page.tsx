import { useRemoteConfig } from "@/hooks/use-remote-config";
import { useSession } from "@/hooks/use-session";
import { ContactUsView } from "./components/contact-us-view";
import { useRequestCallback } from "./hooks/use-request-callback";

/** Contact us `/contactus` (R-GAMES, R-SCREENS), with the callback request when `requestCallbackEnabled`. */
export default function ContactUsPage() {
  const remote = useRemoteConfig();
  const session = useSession();
  const callback = useRequestCallback();
  return (
    <ContactUsView
      callbackEnabled={remote.data?.requestCallbackEnabled === true}
      isLoggedIn={session.isLoggedIn}
      form={
        callback.isOpen ? { busy: callback.busy, error: callback.error, success: callback.success } : null
      }
      onRequest={callback.open}
      onLogin={session.openLogin}
      onSend={callback.send}
      onClose={callback.close}
    />
  );
}
