import { colors, focusRing, radius, space, type } from "@lotto/ui/theme";
import { useEffect, useId, useState } from "react";
import styled from "styled-components";

/** Props of {@link CopyValue}. */
export interface CopyValueProps {
  label: string;
  value: string;
}

/** A long value (a seed, a hash, a command) shown in full with a button that copies it. */
export function CopyValue({ label, value }: CopyValueProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page or a refusal): select the text so the player can copy it.
      const code = document.getElementById(id);
      if (code) window.getSelection()?.selectAllChildren(code);
    }
  };
  return (
    <Field>
      <Label>{label}</Label>
      <Row>
        <Code id={id}>{value}</Code>
        <Button type="button" aria-label={`Copy ${label.toLowerCase()}`} onClick={copy}>
          {copied ? "Copied" : "Copy"}
        </Button>
      </Row>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
`;

const Label = styled.span`
  color: ${colors.textMuted};
  font-size: ${type.size.sm};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space.xs};
`;

const Code = styled.code`
  flex: 1;
  min-width: 0;
  padding: ${space.xs};
  border-radius: ${radius.sm};
  background: ${colors.surfaceSubtle};
  font-size: ${type.size.sm};
  overflow-wrap: anywhere;
`;

const Button = styled.button`
  min-width: 72px;
  min-height: 44px;
  border: 1px solid ${colors.primary};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  color: ${colors.primary};
  font-weight: ${type.weight.bold};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;
