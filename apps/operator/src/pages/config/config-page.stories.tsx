import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CONFIG } from "../../testing/fixtures";
import { type PageStoryArgs, pageStoryMeta } from "../../testing/page-story";
import ConfigPage from "./config-page";

const LIST = "GET /operator/config";

/** Admin edits remote config keys against the contract's schema, with a diff before saving. */
const meta = {
  ...pageStoryMeta("Operator/Pages/Remote config", ConfigPage, { [LIST]: { data: CONFIG } }),
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { routes: { [LIST]: "pending" } } };
export const Empty: Story = { args: { routes: { [LIST]: { data: { overrides: [], served: {} } } } } };
export const Failed: Story = { args: { routes: { [LIST]: { status: 500, message: "Internal error" } } } };

/** A change under review: the lines removed and added. */
export const ReviewingDiff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Edit outageMessage" }));
    const field = canvas.getByLabelText("Value (JSON)");
    await userEvent.clear(field);
    await userEvent.type(field, '"Back soon"');
    await userEvent.click(canvas.getByRole("button", { name: "Review change" }));
    await expect(canvas.getByLabelText("Change to outageMessage")).toBeVisible();
  },
};

/** A value the contract refuses: the path and message, and no review. */
export const InvalidValue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Edit requestCallbackEnabled" }));
    const field = canvas.getByLabelText("Value (JSON)");
    await userEvent.clear(field);
    await userEvent.type(field, "42");
    await expect(canvas.getByRole("button", { name: "Review change" })).toBeDisabled();
  },
};
