import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library only auto-cleans with globals on; this project imports `it` explicitly.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
