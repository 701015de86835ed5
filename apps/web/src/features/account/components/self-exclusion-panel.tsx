import { SELF_EXCLUSION_PERIODS, type SelfExclusionBody } from "@lotto/api";
import { Button } from "@lotto/ui/button";
import { CheckField, SelectField } from "@lotto/ui/form";
import { useState } from "react";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";

const PERIOD_LABEL: Record<SelfExclusionBody["period"], string> = {
  "3_MONTHS": "3 months",
  "6_MONTHS": "6 months",
  "1_YEAR": "1 year",
  "5_YEARS": "5 years",
};

/**
 * Self-exclusion (account tab 4, R-ROLES): a chosen period without play; the Play tab disappears and a
 * running exclusion cannot be shortened.
 */
export function SelfExclusionPanel({
  excluded,
  status,
  onExclude,
}: {
  excluded: boolean;
  status: ActionStatus;
  onExclude(period: SelfExclusionBody["period"]): void;
}) {
  const [period, setPeriod] = useState<SelfExclusionBody["period"]>("3_MONTHS");
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    setError(sure ? undefined : "Please confirm you understand you will not be able to play.");
    if (sure) onExclude(period);
  };
  return (
    <Form onSubmit={submit} aria-label="Self-exclusion">
      {excluded && <p role="status">You are self-excluded. Play is unavailable until your exclusion ends.</p>}
      <p>Take a break from Play Online. You will not be able to buy tickets until the period ends.</p>
      <SelectField
        label="Exclusion period"
        value={period}
        options={SELF_EXCLUSION_PERIODS.map((p) => ({ value: p, label: PERIOD_LABEL[p] }))}
        onChange={(e) => setPeriod(e.target.value as SelfExclusionBody["period"])}
      />
      <CheckField
        label="I understand I will not be able to play during this period"
        checked={sure}
        error={error}
        onChange={setSure}
      />
      <ActionStatusLine status={status} />
      <Button type="submit" disabled={status.kind === "busy"}>
        Exclude me
      </Button>
    </Form>
  );
}
