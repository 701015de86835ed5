import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HTTP_ERROR_TEXT, httpErrorMessage } from "./http-errors";

describe("httpErrorMessage (spec §8 HTTP)", () => {
  it("uses the spec's text for each named status", () => {
    expect(httpErrorMessage(401)).toBe("Unauthorized request");
    expect(httpErrorMessage(404)).toBe("Resource not found.");
    expect(httpErrorMessage(500)).toBe(
      "We're unable to process your request at this time. Please try again later.",
    );
    expect(httpErrorMessage(502)).toBe(
      "We're having trouble processing your request. Please try again later.",
    );
    expect(httpErrorMessage(503)).toBe(
      "We're currently experiencing issues with our services and are working to resolve them as soon as possible.",
    );
  });

  it("shows the server's message on 422, else 'Unprocessable content.'", () => {
    expect(httpErrorMessage(422, { message: "Numbers must be unique" })).toBe("Numbers must be unique");
    expect(httpErrorMessage(422, {})).toBe("Unprocessable content.");
    expect(httpErrorMessage(422, null)).toBe("Unprocessable content.");
  });

  it("shows the body's message for other failures only when it has code and message", () => {
    expect(httpErrorMessage(400, { code: "BAD", message: "Bad draw" })).toBe("Bad draw");
    expect(httpErrorMessage(400, { message: "no code" })).toBe("Unknown error occurred");
    expect(httpErrorMessage(409)).toBe("Unknown error occurred");
  });

  it("maps every status above 502 to the 'experiencing issues' text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 503, max: 599 }), fc.string(), (status, message) => {
        expect(httpErrorMessage(status, { code: 1, message })).toBe(HTTP_ERROR_TEXT.unavailable);
      }),
    );
  });
});
