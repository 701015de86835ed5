import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LegalDocumentView, versionLine } from "../components/legal-document-view";

const doc = {
  kind: "terms" as const,
  version: 2,
  title: "Terms and conditions",
  body: "First paragraph.\n\nSecond paragraph.",
  published_at: "2026-11-25T02:00:00Z",
};

describe("a legal document", () => {
  it("names its version and, once published, its Perth date", () => {
    expect(versionLine(doc)).toBe("Version 2, published 25 November 2026");
    expect(versionLine({ ...doc, version: 1, published_at: null })).toBe("Version 1");
  });

  it("reads paragraph by paragraph, and shows loading and errors", () => {
    const { rerender } = render(<LegalDocumentView doc={doc} />);
    expect(screen.getByText("First paragraph.").tagName).toBe("P");
    expect(screen.getByText("Second paragraph.").tagName).toBe("P");
    rerender(<LegalDocumentView doc={undefined} />);
    expect(screen.getByRole("status", { name: "Loading the document" })).toBeDefined();
    rerender(<LegalDocumentView doc={undefined} error="Unknown error occurred" />);
    expect(screen.getByRole("alert").textContent).toContain("Unknown error occurred");
  });
});
