import type { Meta, StoryObj } from "@storybook/react-vite";
import { Page } from "@/components/layout/page";
import { LegalDocumentView } from "./legal-document-view";

const meta = {
  title: "Legal/LegalDocumentView",
  component: LegalDocumentView,
  render: (args) => (
    <Page title="Terms and conditions">
      <LegalDocumentView {...args} />
    </Page>
  ),
  args: {
    doc: {
      kind: "terms",
      version: 2,
      title: "Terms and conditions",
      body: "These terms apply to every purchase you make through Play Online.\n\nTickets are sold until the game's sales close and cannot be cancelled once bought.",
      published_at: "2026-11-25T02:00:00Z",
    },
  },
} satisfies Meta<typeof LegalDocumentView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: "desktop" } } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
export const Shipped: Story = {
  args: {
    doc: {
      kind: "privacy",
      version: 1,
      title: "Privacy policy",
      body: "We do not sell your details.",
      published_at: null,
    },
  },
};
export const Loading: Story = { args: { doc: undefined } };
export const Failed: Story = { args: { doc: undefined, error: "Unknown error occurred" } };
