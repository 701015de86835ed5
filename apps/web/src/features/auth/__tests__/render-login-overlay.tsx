import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProvider, createShellServices } from "@/app/provider";
import { type FakeApiRoutes, fakeApi } from "@/testing/fake-api";
import LoginOverlayContainer from "../login-overlay-container";

/** The security questions the fake API offers. */
export const QUESTIONS = [{ id: 1, question: "What was the name of your first pet?" }];

/** `POST /user/check-credentials`'s answer for an email of a registered online account, with `over` applied. */
export const credentials = (
  over: Partial<{
    available: boolean;
    can_resume_registration: boolean;
    is_prs_account: boolean;
    is_pending_activation: boolean;
    is_identity_in_review: boolean;
  }> = {},
) => ({
  body: {
    available: false,
    can_resume_registration: false,
    is_prs_account: false,
    is_pending_activation: false,
    ...over,
  },
});

/**
 * Opens the login overlay in the real shell at `/{search}` over a fake API answering `routes`; returns the
 * shell's services, the calls made and a user-event driver.
 */
export function renderLoginOverlay(
  routes: FakeApiRoutes,
  { search = "?showLogin=true", newPasswordResetFlow = false } = {},
) {
  window.history.replaceState(null, "", `/${search}`);
  const { api, calls } = fakeApi(routes);
  const services = createShellServices({ api });
  render(
    <AppProvider services={services}>
      <LoginOverlayContainer
        open
        outage={false}
        newPasswordResetFlow={newPasswordResetFlow}
        notice={null}
        onDismissNotice={() => {}}
      />
    </AppProvider>,
  );
  return { calls, services, user: userEvent.setup({ delay: null }) };
}
