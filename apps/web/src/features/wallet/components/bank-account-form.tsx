import type { BankAccountBody } from "@lotto/api";
import {
  BANK_ACCOUNT_SAFEGUARD_TEXT,
  type BankAccountInput,
  checkBankAccount,
  EMAIL_TEXT,
} from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Field, Form, PasswordField } from "@lotto/ui/form";
import { useState } from "react";
import { Column } from "./column";

/** Props of {@link BankAccountForm}. */
export interface BankAccountFormProps {
  busy: boolean;
  error: string | null;
  onSave(account: BankAccountBody): void;
}

type Problems = Partial<Record<keyof BankAccountInput | "password", string>>;

/**
 * BSB, account number and name on the account, checked by core's rules before they are sent, and the
 * player's password: a stolen session alone cannot change where withdrawals go (docs/decisions.md).
 */
export function BankAccountForm({ busy, error, onSave }: BankAccountFormProps) {
  const [input, setInput] = useState<BankAccountInput>({ bsb: "", accountNumber: "", accountName: "" });
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const submit = () => {
    const checked = checkBankAccount(input);
    const missingPassword = password === "" ? { password: EMAIL_TEXT.passwordRequired } : {};
    if (!checked.ok) return setProblems({ ...checked.problems, ...missingPassword });
    if (password === "") return setProblems(missingPassword);
    setProblems({});
    const { bsb, accountNumber, accountName } = checked.account;
    onSave({ bsb, account_number: accountNumber, account_name: accountName, password });
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
        <PasswordField
          label="Your password"
          value={password}
          onChange={setPassword}
          error={problems.password}
          hint={BANK_ACCOUNT_SAFEGUARD_TEXT.passwordHint}
        />
        {error && <p role="alert">{error}</p>}
        <Button type="submit" disabled={busy}>
          Save bank account
        </Button>
      </Column>
    </Form>
  );
}
