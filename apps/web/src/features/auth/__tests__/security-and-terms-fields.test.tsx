import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { type SecurityAndTerms, SecurityAndTermsFields } from "../components/security-and-terms-fields";

const FORM: SecurityAndTerms = {
  securityQuestionId: "",
  securityAnswer: "",
  termsAccepted: false,
  privacyAccepted: false,
};

it.each([
  ["I accept the terms and conditions", "Read the terms and conditions", "/terms"],
  ["I accept the privacy policy", "Read the privacy policy", "/privacy"],
])("offers %s with a link to read it first that never ticks the box", async (label, text, href) => {
  const onChange = vi.fn();
  render(<SecurityAndTermsFields form={FORM} errors={{}} questions={[]} onChange={onChange} />);
  const user = userEvent.setup();
  // The box's accessible name is its label alone, not the link's text.
  const box = screen.getByRole("checkbox", { name: label });
  const link = screen.getByRole("link", { name: `${text} (opens in a new tab)` });
  expect(link.textContent).toBe(text);
  expect(link.getAttribute("href")).toBe(href);
  // Beside the form, so nothing typed is lost; without an opener back to the shop.
  expect(link.getAttribute("target")).toBe("_blank");
  expect(link.getAttribute("rel")).toContain("noopener");
  expect(link.closest("label")).toBeNull();
  link.addEventListener("click", (e) => e.preventDefault());
  await user.click(link);
  expect(onChange).not.toHaveBeenCalled();
  expect((box as HTMLInputElement).checked).toBe(false);
  await user.click(box);
  expect(onChange).toHaveBeenCalledTimes(1);
});
