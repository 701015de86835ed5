import type { UserDetails } from "@lotto/api";
import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import styled from "styled-components";
import { CartProvider } from "@/lib/cart/cart-provider";
import { ShellProvider } from "@/lib/shell-provider";
import { DEMO_PLAYER } from "@/testing/demo-player";
import { storyShellServices } from "@/testing/story-services";
import { Layout } from "./layout";

// Its own player id: other stories store carts for the demo player in the same browser storage.
const PLAYER: UserDetails = { ...DEMO_PLAYER, playerId: "layout-story-player" };

const noop = () => {};

/**
 * The whole protected layout (R-SCREENS) around a stand-in page at `/`: top bar, bottom bar on tablet
 * and smaller, scroll indicator and footer; the remote config is the defaults (no network).
 */
function LayoutScene({ loggedIn }: { loggedIn: boolean }) {
  const [services] = useState(() => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const shell = storyShellServices(queryClient);
    if (loggedIn) {
      shell.session.signIn("story-token", new Date().toISOString());
      shell.session.setUser(PLAYER);
    }
    return shell;
  });
  return (
    <ShellProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <CartProvider>
          <Layout onFeedback={noop} onLogout={noop} onTour={noop}>
            <Page>
              <h1>Choose your game</h1>
              <p>The page sits between the top bar and the footer.</p>
            </Page>
          </Layout>
        </CartProvider>
      </QueryClientProvider>
    </ShellProvider>
  );
}

const Page = styled.main`
  min-height: 60vh;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px;
`;

const meta = {
  title: "Shell/Layout",
  parameters: overlayDocs,
  component: LayoutScene,
  args: { loggedIn: true },
} satisfies Meta<typeof LayoutScene>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedInMobile: Story = { globals: { viewport: { value: "mobile" } } };
export const LoggedInTablet: Story = { globals: { viewport: { value: "tablet" } } };
export const LoggedInDesktop: Story = { globals: { viewport: { value: "desktop" } } };
export const VisitorMobile: Story = { args: { loggedIn: false }, globals: { viewport: { value: "mobile" } } };
export const VisitorTablet: Story = { args: { loggedIn: false }, globals: { viewport: { value: "tablet" } } };
export const VisitorDesktop: Story = {
  args: { loggedIn: false },
  globals: { viewport: { value: "desktop" } },
};
