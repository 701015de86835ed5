import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

// test:stories: every story of .storybook/main.ts runs as a test in Debian's Chromium (Vitest browser
// mode): it must render without an error or a console error, pass its play function, and pass the a11y
// addon's axe check (WCAG 2.2 AA, .storybook/preview.tsx). Each story renders at the viewport it declares.
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) })],
  test: {
    name: "stories",
    // One page for every story file, as in Storybook itself: a fresh iframe per file re-ran the setup
    // and tripled the run's CPU time.
    isolate: false,
    setupFiles: ["./.storybook/vitest.setup.ts"],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
