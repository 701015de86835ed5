import { Button } from "@lotto/ui/button";
import { FormError } from "@lotto/ui/form";
import { colors, radius, space, type } from "@lotto/ui/theme";
import { useId, useState } from "react";
import styled from "styled-components";
import { checkConfigEdit } from "./config-check";
import { jsonText, lineDiff } from "./line-diff";

/** Props of {@link ConfigEditor}. */
export interface ConfigEditorProps {
  configKey: string;
  served: Record<string, unknown>;
  busy: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
  onSave(value: unknown): void;
  onCancel(): void;
}

/**
 * Edits one remote config key as JSON, checked against the contract's schema; "Review" shows the diff
 * of the value served now and the new one, and only then may the operator save.
 */
export function ConfigEditor({ configKey, served, busy, error, onSave, onCancel }: ConfigEditorProps) {
  const before = jsonText(served[configKey]);
  const [text, setText] = useState(before);
  const [reviewing, setReviewing] = useState(false);
  const fieldId = useId();
  const check = checkConfigEdit(served, configKey, text);
  const after = check.ok ? jsonText(check.value) : text;
  return (
    <Panel aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>Edit {configKey}</h2>
      {!reviewing ? (
        <>
          <label htmlFor={fieldId}>Value (JSON)</label>
          <textarea
            id={fieldId}
            value={text}
            rows={Math.min(20, Math.max(4, text.split("\n").length + 1))}
            spellCheck={false}
            aria-invalid={!check.ok}
            aria-describedby={check.ok ? undefined : `${fieldId}-problem`}
            onChange={(e) => setText(e.target.value)}
          />
          {!check.ok && (
            <Problem id={`${fieldId}-problem`} role="alert">
              {check.problem}
            </Problem>
          )}
          <Buttons>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="button" disabled={!check.ok || after === before} onClick={() => setReviewing(true)}>
              Review change
            </Button>
          </Buttons>
        </>
      ) : (
        <>
          <p>The change to {configKey}, as every player's app will read it within seconds:</p>
          <Diff aria-label={`Change to ${configKey}`}>
            {lineDiff(before, after).map((line, i) => (
              // Lines repeat; their place in the diff is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a diff line is its position
              <Line key={i} $kind={line.kind}>
                <span aria-hidden="true">
                  {line.kind === "added" ? "+ " : line.kind === "removed" ? "− " : "  "}
                </span>
                {line.kind !== "same" && (
                  <VisuallyHidden>{line.kind === "added" ? "added: " : "removed: "}</VisuallyHidden>
                )}
                {line.text}
              </Line>
            ))}
          </Diff>
          {error && <FormError>{error}</FormError>}
          <Buttons>
            <Button type="button" $variant="secondary" onClick={() => setReviewing(false)}>
              Back to editing
            </Button>
            <Button
              type="button"
              disabled={busy || !check.ok}
              onClick={() => check.ok && onSave(check.value)}
            >
              Save {configKey}
            </Button>
          </Buttons>
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${space.xs};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${colors.surface};
  h2 { margin: 0; font-size: ${type.size.lg}; }
  p { margin: 0; }
  textarea {
    width: 100%;
    font-family: ui-monospace, monospace;
    font-size: ${type.size.sm};
  }
`;

const Problem = styled.p`
  color: ${colors.error};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.xs};
`;

const Diff = styled.pre`
  margin: 0;
  padding: ${space.xs};
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  font-size: ${type.size.sm};
`;

const Line = styled.span<{ $kind: "same" | "added" | "removed" }>`
  display: block;
  background: ${(p) => (p.$kind === "added" ? colors.successSurface : p.$kind === "removed" ? colors.errorSurface : "transparent")};
  color: ${(p) => (p.$kind === "removed" ? colors.error : colors.text)};
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
