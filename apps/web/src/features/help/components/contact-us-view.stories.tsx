import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContactUsView } from "./contact-us-view";

const meta = {
  title: "Help/ContactUs",
  component: ContactUsView,
  args: {
    callbackEnabled: true,
    isLoggedIn: true,
    form: null,
    onRequest: () => {},
    onLogin: () => {},
    onSend: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof ContactUsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};
export const Visitor: Story = { args: { isLoggedIn: false } };
export const CallbackDisabled: Story = { args: { callbackEnabled: false } };
export const CallbackForm: Story = { args: { form: { busy: false, error: null } } };
export const CallbackSending: Story = { args: { form: { busy: true, error: null } } };
export const CallbackError: Story = {
  args: { form: { busy: false, error: "Phone number must be 10 digits." } },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
