import { upgradePrs } from "@lotto/api";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useSecurityQuestions } from "@/api/use-security-questions";
import { useApi } from "@/hooks/use-api";
import { UpgradePrsView } from "./components/upgrade-prs-view";
import { emptyUpgradePrsForm, upgradePrsBodyOf, upgradePrsErrors } from "./upgrade-prs-form";

/** The upgrade-prs view on the API: checks the form, upgrades, then leads to login. */
export function UpgradePrsContainer({ email, onLogin }: { email: string; onLogin(): void }) {
  const api = useApi();
  const questions = useSecurityQuestions();
  const [form, setForm] = useState(emptyUpgradePrsForm);
  const [errors, setErrors] = useState<ReturnType<typeof upgradePrsErrors>>({});
  const upgrade = useMutation({ mutationFn: () => upgradePrs(api, { body: upgradePrsBodyOf(email, form) }) });
  const submit = () => {
    const found = upgradePrsErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) upgrade.mutate();
  };
  return (
    <UpgradePrsView
      email={email}
      form={form}
      errors={errors}
      error={upgrade.error?.message ?? null}
      questions={questions.data ?? []}
      busy={upgrade.isPending}
      done={upgrade.isSuccess}
      onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
      onSubmit={submit}
      onLogin={onLogin}
    />
  );
}
