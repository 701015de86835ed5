import { useRemoteConfig } from "@/api/use-remote-config";
import { useSession } from "@/hooks/use-session";
import { useRequestCallback } from "./api/use-request-callback";
import { ContactUsView } from "./components/contact-us-view";

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
