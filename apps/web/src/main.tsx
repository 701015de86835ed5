import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { installWrapperSimulator } from "@/lib/wrapper-sim";

// Dev builds only: lets wrapper-sim.html play the app wrapper (the import is dropped in production).
if (import.meta.env.DEV) installWrapperSimulator();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
