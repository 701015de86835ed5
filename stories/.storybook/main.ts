import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";

const webSrc = fileURLToPath(new URL("../../apps/web/src", import.meta.url));

// Stories live beside the components in apps/web, packages/ui and apps/operator (CSF3, args only,
// mocked data, no network).
const config: StorybookConfig = {
  stories: [
    "../../apps/web/src/**/*.stories.tsx",
    "../../packages/ui/src/**/*.stories.tsx",
    "../../apps/operator/src/**/*.stories.tsx",
  ],
  // The web app's public files (brand icons, promo artwork) at the same paths as in the shop.
  staticDirs: ["../../apps/web/public"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import("vite");
    return mergeConfig(viteConfig, {
      resolve: { conditions: ["source"], alias: { "@": webSrc } },
    });
  },
};

export default config;
