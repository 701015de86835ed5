import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchWithPrefetch } from "./prefetch";

const network = vi.fn(async () => new Response("from the network"));

afterEach(() => {
  delete window.__prefetch;
  network.mockClear();
  vi.unstubAllGlobals();
});

const url = (path: string) => new URL(path, window.location.href).href;

describe("fetchWithPrefetch: calls the HTML started are answered once from that answer", () => {
  it("answers a started GET from its answer once, then from the network", async () => {
    vi.stubGlobal("fetch", network);
    window.__prefetch = { "/api/v1/games": Promise.resolve(new Response("started")) };
    const first = await fetchWithPrefetch(new Request(url("/api/v1/games")));
    expect(await first.text()).toBe("started");
    expect(network).not.toHaveBeenCalled();
    const second = await fetchWithPrefetch(new Request(url("/api/v1/games")));
    expect(await second.text()).toBe("from the network");
  });

  it("matches the query and the method, and goes to the network when the started call failed", async () => {
    vi.stubGlobal("fetch", network);
    window.__prefetch = {
      "/api/v1/results?game_id=5127&page=1": Promise.resolve(new Response("page 1")),
      "/api/v1/config": Promise.resolve(null),
    };
    await fetchWithPrefetch(url("/api/v1/results?game_id=5127&page=2"));
    await fetchWithPrefetch(url("/api/v1/results?game_id=5127&page=1"), { method: "POST" });
    expect(network).toHaveBeenCalledTimes(2);
    const page1 = await fetchWithPrefetch(url("/api/v1/results?game_id=5127&page=1"));
    expect(await page1.text()).toBe("page 1");
    const config = await fetchWithPrefetch(url("/api/v1/config"));
    expect(await config.text()).toBe("from the network");
  });

  it("inside the app wrapper takes no started answer: the call goes out with the wrapper's headers", async () => {
    vi.stubGlobal("fetch", network);
    vi.stubGlobal("mobileAppDetails", {
      isPlayOnlineApp: true,
      platform: "android",
      major: 1,
      minor: 94,
      build: 0,
    });
    window.__prefetch = { "/api/v1/games": Promise.resolve(new Response("started")) };
    const answer = await fetchWithPrefetch(url("/api/v1/games"), { headers: { "Channel-ID": "3" } });
    expect(await answer.text()).toBe("from the network");
    expect(network).toHaveBeenCalledWith(url("/api/v1/games"), { headers: { "Channel-ID": "3" } });
  });

  it("leaves every call to the network on a page that started none", async () => {
    vi.stubGlobal("fetch", network);
    await fetchWithPrefetch(url("/api/v1/games"));
    expect(network).toHaveBeenCalledTimes(1);
  });
});
