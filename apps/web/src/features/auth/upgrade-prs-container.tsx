import { useState } from "react";
import { useSecurityQuestions } from "@/api/use-security-questions";
import { useUpgradePrs } from "./api/use-upgrade-prs";
import { UpgradePrsView } from "./components/upgrade-prs-view";
import { emptyUpgradePrsForm, upgradePrsBodyOf, upgradePrsErrors } from "./upgrade-prs-form";

/** The upgrade-prs view on the API: checks the form, upgrades, then leads to login. */
export function UpgradePrsContainer({ email, onLogin }: { email: string; onLogin(): void }) {
  const questions = useSecurityQuestions();
  const [form, setForm] = useState(emptyUpgradePrsForm);
  const [errors, setErrors] = useState<ReturnType<typeof upgradePrsErrors>>({});
  const upgrade = useUpgradePrs();
  const submit = () => {
    const found = upgradePrsErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) upgrade.mutate(upgradePrsBodyOf(email, form));
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
