import { createApiClient } from "@lotto/api";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createConsoleQueryClient } from "./api/query-client";
import { ConsoleProviders } from "./app/console-providers";
import { ConsoleRoot } from "./app/console-root";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Same-origin calls on the operator listener: the session is the HttpOnly cookie, sent by the browser.
const client = createApiClient({ channel: "web", appVersion: "operator-console", clientOs: "operator" });

createRoot(root).render(
  <StrictMode>
    <ConsoleProviders client={client} queryClient={createConsoleQueryClient()}>
      <ConsoleRoot />
    </ConsoleProviders>
  </StrictMode>,
);
