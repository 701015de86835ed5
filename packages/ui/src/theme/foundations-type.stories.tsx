import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useEffect, useState } from "react";
import styled from "styled-components";
import { colors, type } from "./theme";

/**
 * The type of the shop as it renders: its font stack, headings and the text sizes of `theme.ts`. Every
 * value comes from the code, so this page cannot drift from it.
 */
const meta = {
  title: "Foundations/Type",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function FontStack() {
  const [stack, setStack] = useState("");
  useEffect(() => setStack(getComputedStyle(document.body).fontFamily), []);
  return <code>{stack}</code>;
}

/** The type the shop uses: the system font stack of `global-style.ts`, its headings and text sizes. */
export const Typography: Story = {
  render: () => (
    <>
      <p>
        Font: <FontStack />, line height 1.5, text <code>{colors.text}</code>.
      </p>
      <Specimens>
        <TypeRow label="h1">
          <h1>Tickets for Saturday</h1>
        </TypeRow>
        <TypeRow label="h2">
          <h2>Latest results</h2>
        </TypeRow>
        <TypeRow label="h3">
          <h3>Division 1</h3>
        </TypeRow>
        {Object.entries(type.size).map(([name, size]) => (
          <TypeRow key={name} label={`type.size.${name} ${size}`}>
            <p style={{ fontSize: size, margin: 0 }}>$1,234.50 Saturday Lotto</p>
          </TypeRow>
        ))}
        <TypeRow label="tabular-nums">
          <p style={{ fontVariantNumeric: "tabular-nums", margin: 0 }}>
            $1,111.11
            <br />
            $8,888.88
          </p>
        </TypeRow>
        <TypeRow label="body 1rem">
          <p>Pick 6 numbers from 1 to 45, or let Quick Pick choose.</p>
        </TypeRow>
        <TypeRow label="small 0.85rem">
          <p style={{ fontSize: "0.85rem" }}>Sales close at 7:30pm Perth time.</p>
        </TypeRow>
        <TypeRow label="muted">
          <p style={{ color: colors.textMuted }}>Available in-store</p>
        </TypeRow>
        <TypeRow label="link">
          <p>
            <a href="#typography">Forgot password?</a>
          </p>
        </TypeRow>
      </Specimens>
    </>
  ),
};

function TypeRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <code>{label}</code>
      <div>{children}</div>
    </>
  );
}

const Specimens = styled.div`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  align-items: baseline;
`;
