import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HTTP_ERROR_TEXT, httpErrorMessage } from "./http-errors";

describe("httpErrorMessage (R-HTTP-ERRORS)", () => {
  it("holds the spec's texts word for word, the network failure included (R-HTTP-ERRORS)", () => {
    // Copied from the specification (docs/rules.md#R-HTTP-ERRORS), not from the constant: a typo in HTTP_ERROR_TEXT fails here.
    expect(HTTP_ERROR_TEXT).toEqual({
      unauthorized: "Unauthorized request",
      notFound: "Resource not found.",
      unprocessable: "Unprocessable content.",
      internal: "We're unable to process your request at this time. Please try again later.",
      badGateway: "We're having trouble processing your request. Please try again later.",
      unavailable:
        "We're currently experiencing issues with our services and are working to resolve them as soon as possible.",
      unknown: "Unknown error occurred",
      network: "There was an error processing your request. Please try again.",
    });
  });

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
    expect(httpErrorMessage(400, { code: 1001, message: "Card declined" })).toBe("Card declined");
    expect(httpErrorMessage(400, { message: "no code" })).toBe("Unknown error occurred");
    expect(httpErrorMessage(409)).toBe("Unknown error occurred");
  });

  it("maps every other status above 500 (501, 503…599) to the 'experiencing issues' text", () => {
    expect(httpErrorMessage(501)).toBe(
      "We're currently experiencing issues with our services and are working to resolve them as soon as possible.",
    );
    fc.assert(
      fc.property(fc.integer({ min: 503, max: 599 }), fc.string(), (status, message) => {
        expect(httpErrorMessage(status, { code: 1, message })).toBe(HTTP_ERROR_TEXT.unavailable);
      }),
    );
  });
});
