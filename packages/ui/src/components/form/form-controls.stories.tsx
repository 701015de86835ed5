import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { CheckField, Field, PasswordChecklist, SelectField } from "./";

/** The shared form controls every form of the shop is built from: labelled, with errors announced. */
const meta = {
  title: "UI/Form",
  component: Field,
  parameters: { layout: "padded" },
  args: { label: "Email address", type: "email", name: "email" },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextField: Story = {};
export const WithHint: Story = { args: { label: "Mobile", hint: "Australian mobile, e.g. 0412 345 678" } };
export const WithError: Story = {
  args: { defaultValue: "player@", error: "Enter a valid email address" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Email address");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter a valid email address");
  },
};

export const Select: Story = {
  render: () => (
    <SelectField
      label="State"
      defaultValue="WA"
      options={[
        { value: "WA", label: "Western Australia" },
        { value: "NT", label: "Northern Territory" },
      ]}
    />
  ),
};

export const SelectWithError: Story = {
  render: () => (
    <SelectField
      label="Security question"
      error="Choose a question"
      options={[{ value: "", label: "Choose…" }]}
    />
  ),
};

const TERMS = { href: "/terms", text: "Read the terms and conditions" };

function Check({ error, document }: { error?: string; document?: typeof TERMS }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckField
      label="I accept the terms and conditions"
      checked={checked}
      error={error}
      onChange={setChecked}
      document={document}
    />
  );
}

export const Checkbox: Story = {
  render: () => <Check />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText("I accept the terms and conditions");
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const CheckboxWithError: Story = { render: () => <Check error="Accept the terms to continue" /> };
/** The document to read sits outside the label: the box keeps its name and the link never ticks it. */
export const CheckboxWithDocument: Story = {
  render: () => <Check document={TERMS} error="Accept the terms to continue" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "I accept the terms and conditions" })).toBeTruthy();
    await expect(canvas.getByRole("link", { name: /^Read the terms and conditions/ })).toHaveAttribute(
      "href",
      "/terms",
    );
  },
};

function Password() {
  const [password, setPassword] = useState("");
  return (
    <>
      <Field
        label="Password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordChecklist password={password} />
    </>
  );
}

/** The password rule ticks off as the player types. */
export const PasswordRules: Story = {
  render: () => <Password />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/12 to 30 characters/)).toHaveTextContent("(not met)");
    await userEvent.type(canvas.getByLabelText("Password"), "Lotto2026!Perth");
    for (const item of canvas.getAllByRole("listitem")) await expect(item).toHaveTextContent("(met)");
  },
};

/**
 * The app-wide look of native controls (`control-styles.ts`): select, checkbox and radio in each state,
 * inside a fieldset, on a phone.
 */
export const NativeControls: Story = {
  globals: { viewport: { value: "mobile" } },
  render: () => (
    <fieldset>
      <legend>Deposit</legend>
      <p>
        <label>
          Amount{" "}
          <select defaultValue="20">
            <option value="20">$20</option>
            <option value="50">$50</option>
          </select>
        </label>
      </p>
      <p>
        <select disabled aria-label="Disabled select">
          <option>Unavailable</option>
        </select>
      </p>
      <p style={{ display: "flex", gap: 12, alignItems: "center" }}>
        <input type="radio" name="method" id="card" defaultChecked />
        <label htmlFor="card">Card</label>
        <input type="radio" name="method" id="bank" />
        <label htmlFor="bank">Bank transfer</label>
        <input type="radio" name="method" id="off" disabled />
        <label htmlFor="off">PayID (unavailable)</label>
      </p>
      <p style={{ display: "flex", gap: 12, alignItems: "center" }}>
        <input type="checkbox" id="save" defaultChecked />
        <label htmlFor="save">Save this card</label>
        <input type="checkbox" id="no" />
        <label htmlFor="no">Make it my default</label>
      </p>
    </fieldset>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = getComputedStyle(canvas.getByLabelText("Amount"));
    await expect(select.appearance).toBe("none");
    await expect(Number.parseFloat(select.height)).toBeGreaterThanOrEqual(44);
    await expect(getComputedStyle(canvas.getByLabelText("Card")).appearance).toBe("none");
    await userEvent.click(canvas.getByLabelText("Bank transfer"));
    await expect(canvas.getByLabelText("Bank transfer")).toBeChecked();
    await userEvent.click(canvas.getByLabelText("Make it my default"));
    await expect(canvas.getByLabelText("Make it my default")).toBeChecked();
  },
};
