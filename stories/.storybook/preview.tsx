import type { Preview } from "@storybook/react-vite";
import { StoryProviders } from "@/testing/story-providers";

/** The R-LIMITS device classes as Storybook viewports (600/900/1200 breakpoints). */
const VIEWPORTS = {
  mobile: { name: "Mobile (375)", styles: { width: "375px", height: "740px" }, type: "mobile" },
  tablet: { name: "Tablet (768)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: { name: "Desktop (1280)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const;

const preview: Preview = {
  // A docs page for every component: its description (the component's doc comment), props and stories.
  tags: ["autodocs"],
  parameters: {
    viewport: { options: VIEWPORTS },
    layout: "fullscreen",
    // Every story is checked against WCAG 2.2 AA; a violation fails test:stories. A story that must
    // differ names the rule it turns off and why, in its own parameters.a11y.
    a11y: {
      test: "error",
      options: { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } },
    },
  },
  // A story that declares no viewport renders at the desktop class, in Storybook and in test:stories.
  initialGlobals: { viewport: { value: "desktop", isRotated: false } },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
};

export default preview;
