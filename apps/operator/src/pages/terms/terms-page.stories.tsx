import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type PageStoryArgs, pageStoryMeta } from "../../testing/page-story";
import TermsPage from "./terms-page";

const PUBLISH = "POST /operator/terms/publish";

/** Admin publishes a new version of the terms or the privacy policy. */
const meta = {
  ...pageStoryMeta("Operator/Pages/Terms and privacy", TermsPage, {
    [PUBLISH]: { data: { kind: "terms", version: 7, players_to_accept_again: 5312 } },
  }),
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const Published: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Publish" }));
    await userEvent.click(
      within(document.body).getByRole("dialog").querySelector("button[type=submit]") as HTMLElement,
    );
    await expect(await canvas.findByText(/version 7 is published/)).toBeVisible();
  },
};
