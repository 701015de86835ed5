import {
  operatorListConfigEndpoint,
  operatorSetConfigEndpoint,
  operatorUnsetConfigEndpoint,
} from "@lotto/api";
import { Button } from "@lotto/ui/button";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfigAnswerSchema } from "../../api/answers";
import { useApi } from "../../api/api-context";
import { operatorCall } from "../../api/operator-call";
import { queryKeys } from "../../api/query-keys";
import { useOperatorAction } from "../../api/use-operator-action";
import { ConsolePage } from "../../components/console-page";
import { DataTable } from "../../components/data-table";
import { formatWhen } from "../../components/format";
import { QueryState } from "../../components/query-state";
import { ConfigEditor } from "./config-editor";

/** A value in one line for the table (long ones cut). */
const preview = (value: unknown) => {
  const text = JSON.stringify(value) ?? "";
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/**
 * The remote config every player's app reads: each key served now, whether the operator overrides its
 * shipped default, an editor per key (checked against the contract, with a diff before saving) and
 * "Use default" to drop an override.
 */
export default function ConfigPage() {
  const client = useApi();
  const query = useQuery({
    queryKey: queryKeys.config,
    queryFn: () => operatorCall(client, operatorListConfigEndpoint, ConfigAnswerSchema),
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const set = useOperatorAction(operatorSetConfigEndpoint, [queryKeys.config]);
  const unset = useOperatorAction(operatorUnsetConfigEndpoint, [queryKeys.config]);
  const save = (key: string, value: unknown) =>
    set.mutate(
      { key, value: JSON.stringify(value) },
      {
        onSuccess: () => {
          setEditing(null);
          setSaved(`${key} is saved.`);
        },
      },
    );
  return (
    <ConsolePage title="Remote config" intro="What every player's app reads; changes apply within seconds.">
      {saved && <p role="status">{saved}</p>}
      {unset.error && <p role="alert">{unset.error.message}</p>}
      <QueryState
        query={query}
        label="Loading remote config"
        isEmpty={(data) => Object.keys(data.served).length === 0}
        empty={{ title: "No config served" }}
      >
        {(data) => {
          const overridden = new Map(data.overrides.map((o) => [o.key, o]));
          return (
            <>
              {editing && (
                <ConfigEditor
                  key={editing}
                  configKey={editing}
                  served={data.served}
                  busy={set.isPending}
                  error={set.error?.message ?? null}
                  onSave={(value) => save(editing, value)}
                  onCancel={() => {
                    setEditing(null);
                    set.reset();
                  }}
                />
              )}
              <DataTable>
                <caption>{Object.keys(data.served).length} keys</caption>
                <thead>
                  <tr>
                    <th scope="col">Key</th>
                    <th scope="col">Value served</th>
                    <th scope="col">Source</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(data.served).map(([key, value]) => {
                    const override = overridden.get(key);
                    return (
                      <tr key={key}>
                        <th scope="row" data-label="Key">
                          {key}
                        </th>
                        <td data-label="Value served">
                          <code>{preview(value)}</code>
                        </td>
                        <td data-label="Source">
                          {override ? `Set ${formatWhen(override.updated_at)}` : "Default"}
                        </td>
                        <td data-label="Actions">
                          <Button
                            $size="small"
                            $variant="secondary"
                            type="button"
                            aria-label={`Edit ${key}`}
                            onClick={() => {
                              setSaved(null);
                              setEditing(key);
                            }}
                          >
                            Edit
                          </Button>{" "}
                          {override && (
                            <Button
                              $size="small"
                              $variant="ghost"
                              type="button"
                              disabled={unset.isPending}
                              aria-label={`Use default: ${key}`}
                              onClick={() =>
                                unset.mutate(
                                  { key },
                                  { onSuccess: () => setSaved(`${key} uses its default.`) },
                                )
                              }
                            >
                              Use default
                            </Button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </DataTable>
            </>
          );
        }}
      </QueryState>
    </ConsolePage>
  );
}
