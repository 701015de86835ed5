import type { BankAccountBody } from "@lotto/api";
import { type BankAccountInput, checkBankAccount } from "@lotto/core";
import { useState } from "react";
import { Field, Form } from "@/components/form";
import { Button } from "@/components/ui/button";
import { Column } from "./column";

/** Props of {@link BankAccountForm}. */
export interface BankAccountFormProps {
  busy: boolean;
  error: string | null;
  onSave(account: BankAccountBody): void;
}

/** BSB, account number and name on the account, checked by core's rules before they are sent. */
export function BankAccountForm({ busy, error, onSave }: BankAccountFormProps) {
  const [input, setInput] = useState<BankAccountInput>({ bsb: "", accountNumber: "", accountName: "" });
  const [problems, setProblems] = useState<Partial<Record<keyof BankAccountInput, string>>>({});
  const submit = () => {
    const checked = checkBankAccount(input);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    const { bsb, accountNumber, accountName } = checked.account;
    onSave({ bsb, account_number: accountNumber, account_name: accountName });
  };
  const field = (key: keyof BankAccountInput) => ({
    value: input[key],
    error: problems[key],
    onChange: (e: { target: { value: string } }) => setInput((i) => ({ ...i, [key]: e.target.value })),
  });
  return (
    <Form onSubmit={submit} aria-label="Bank account">
      <Column>
        <Field label="BSB" inputMode="numeric" autoComplete="off" placeholder="000-000" {...field("bsb")} />
        <Field label="Account number" inputMode="numeric" autoComplete="off" {...field("accountNumber")} />
        <Field label="Name on account" autoComplete="name" {...field("accountName")} />
        {error && <p role="alert">{error}</p>}
        <Button type="submit" disabled={busy}>
          Save bank account
        </Button>
      </Column>
    </Form>
  );
}
