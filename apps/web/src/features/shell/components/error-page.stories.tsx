import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorPage } from "./error-page";

const meta = { title: "Shell/ErrorPage", component: ErrorPage, args: { status: 404 } } satisfies Meta<
  typeof ErrorPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundDesktop: Story = { globals: { viewport: { value: "desktop" } } };
export const NotFoundMobile: Story = { globals: { viewport: { value: "mobile" } } };
/** A server error (500): the same page with its own chips and words. */
export const OtherError: Story = { args: { status: 500 }, globals: { viewport: { value: "desktop" } } };
export const OtherErrorMobile: Story = { args: { status: 500 }, globals: { viewport: { value: "mobile" } } };
