import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type PageStoryArgs, pageStoryMeta } from "../../testing/page-story";
import { SignInPage } from "./sign-in-page";

const SIGN_IN = "POST /operator/session";

/** The console's sign-in: email, password and the authenticator's 6-digit code. */
const meta = {
  ...pageStoryMeta("Operator/Pages/Sign in", SignInPage, {
    [SIGN_IN]: { status: 401, message: "Wrong email, password or code.", code: "OPERATOR_SIGN_IN_FAILED" },
  }),
} satisfies Meta<PageStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sent empty: each field says what it needs. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("6-digit code"), "12");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(canvas.getByText("Enter the 6 digits your authenticator app shows.")).toBeVisible();
  },
};

/** The server refused: its message under the fields. */
export const Refused: Story = {
  args: {
    routes: {
      [SIGN_IN]: { status: 400, message: "Wrong email, password or code.", code: "OPERATOR_SIGN_IN_FAILED" },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Email address"), "support@operator.test");
    await userEvent.type(canvas.getByLabelText("Password"), "wrong password");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByText("Wrong email, password or code.")).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
