import { ErrorPage } from "./error-page";

/** The 404 route (R-SCREENS error page). */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
