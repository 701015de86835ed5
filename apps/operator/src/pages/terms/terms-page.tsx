import { operatorPublishTermsEndpoint } from "@lotto/api";
import { Button } from "@lotto/ui/button";
import { FormColumn, SelectField } from "@lotto/ui/form";
import { useId, useState } from "react";
import * as v from "valibot";
import { PublishedTermsSchema } from "../../api/answers";
import { useOperatorAction } from "../../api/use-operator-action";
import { ActionDialog } from "../../components/action-dialog";
import { ConsolePage } from "../../components/console-page";

const DOCUMENTS = [
  { value: "terms", label: "Terms and conditions" },
  { value: "privacy", label: "Privacy policy" },
] as const;

type Kind = (typeof DOCUMENTS)[number]["value"];

const labelOf = (kind: Kind) => DOCUMENTS.find((d) => d.value === kind)?.label ?? kind;

/** What the page says once a version is published. */
export function publishedText(answer: unknown): string {
  const parsed = v.safeParse(PublishedTermsSchema, answer);
  if (!parsed.success) return "Published.";
  const { kind, version, players_to_accept_again } = parsed.output;
  return `${labelOf(kind as Kind)} version ${version} is published; ${players_to_accept_again} players must accept it at their next visit.`;
}

/**
 * Publishes the next version of the terms or the privacy policy: the new text (or the current text
 * again), after which every player accepts it again at their next visit.
 */
export default function TermsPage() {
  const [kind, setKind] = useState<Kind>("terms");
  const [body, setBody] = useState("");
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const publish = useOperatorAction(operatorPublishTermsEndpoint, []);
  const bodyId = useId();
  const close = () => {
    setAsking(false);
    publish.reset();
  };
  const confirm = () =>
    publish.mutate(body.trim() ? { kind, body } : { kind }, {
      onSuccess: (answer) => {
        setDone(publishedText(answer));
        setBody("");
        close();
      },
    });
  return (
    <ConsolePage
      title="Terms and privacy"
      intro="Publish a new version; every player accepts it again at their next visit."
    >
      <FormColumn
        onSubmit={() => {
          setDone(null);
          setAsking(true);
        }}
        style={{ maxWidth: 720 }}
      >
        <SelectField
          label="Document"
          value={kind}
          options={DOCUMENTS}
          onChange={(e) => setKind(e.target.value as Kind)}
        />
        <label htmlFor={bodyId}>New text (Markdown; leave empty to publish the current text again)</label>
        <textarea id={bodyId} rows={12} value={body} onChange={(e) => setBody(e.target.value)} />
        <div>
          <Button type="submit">Publish</Button>
        </div>
      </FormColumn>
      {done && <p role="status">{done}</p>}
      {asking && (
        <ActionDialog
          title={`Publish ${labelOf(kind).toLowerCase()}`}
          confirm="Publish"
          busy={publish.isPending}
          error={publish.error?.message ?? null}
          onConfirm={confirm}
          onCancel={close}
        >
          <p>
            {body.trim() ? "The new text becomes" : "The current text is published again as"} the next
            version. Every player must accept it at their next visit.
          </p>
        </ActionDialog>
      )}
    </ConsolePage>
  );
}
