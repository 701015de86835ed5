import { describe, expect, it } from "vitest";
import { fakeApi } from "@/testing/fake-api";
import { decideFeedbackPrompt } from "./feedback-prompt";

const routes = (shouldPrompt: boolean) => ({
  "GET /feedback/should-prompt": { body: { should_prompt: shouldPrompt } },
  "GET /feedback/coefficient": { body: { coefficient: { purchase: 20, deposit: 50 } } },
  "POST /feedback/prompted": { body: { ok: true } },
});

describe("feedback prompt after a purchase or deposit (R-ENTITIES coefficient, R-CALLS)", () => {
  it("asks within the moment's coefficient and records the prompt", async () => {
    const { api, calls } = fakeApi(routes(true));
    expect(await decideFeedbackPrompt(api, "deposit", 0.49)).toBe(true);
    expect(calls).toEqual([
      "GET /feedback/should-prompt",
      "GET /feedback/coefficient",
      "POST /feedback/prompted",
    ]);
  });

  it("does not ask above the coefficient and records nothing", async () => {
    const { api, calls } = fakeApi(routes(true));
    expect(await decideFeedbackPrompt(api, "purchase", 0.49)).toBe(false);
    expect(calls).not.toContain("POST /feedback/prompted");
  });

  it("does not ask a player the server says was asked recently", async () => {
    const { api, calls } = fakeApi(routes(false));
    expect(await decideFeedbackPrompt(api, "purchase", 0)).toBe(false);
    expect(calls).toEqual(["GET /feedback/should-prompt"]);
  });
});
