import { ErrorPage } from "./error-page";

/** The 404 route (spec §2 error page). */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
