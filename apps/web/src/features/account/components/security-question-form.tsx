import { Button } from "@lotto/ui/button";
import { Field, PasswordField, SecurityQuestionSelect } from "@lotto/ui/form";
import { useState } from "react";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";

/** Props of {@link SecurityQuestionForm}. */
export interface SecurityQuestionFormProps {
  questions: ReadonlyArray<{ id: number; question: string }>;
  status: ActionStatus;
  onSave(change: { questionId: number; answer: string; password: string }): void;
}

/** The security question asked before a password reset (R-STATES), changed with the password (account tab 1). */
export function SecurityQuestionForm({ questions, status, onSave }: SecurityQuestionFormProps) {
  const [questionId, setQuestionId] = useState("");
  const [answer, setAnswer] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"question" | "answer" | "password", string>>>({});
  const submit = () => {
    const found = {
      ...(questionId === "" ? { question: "Choose a security question." } : {}),
      ...(answer.trim() === "" ? { answer: "Security answer is required." } : {}),
      ...(password === "" ? { password: "Password is required." } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0)
      onSave({ questionId: Number(questionId), answer: answer.trim(), password });
  };
  return (
    <Form onSubmit={submit} aria-label="Change security question">
      <SecurityQuestionSelect
        questions={questions}
        value={questionId}
        error={errors.question}
        onChange={setQuestionId}
      />
      <Field
        label="Security answer"
        value={answer}
        error={errors.answer}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <PasswordField
        label="Confirm with your password"
        value={password}
        error={errors.password}
        onChange={setPassword}
      />
      <ActionStatusLine status={status} />
      <Button type="submit" disabled={status.kind === "busy"}>
        Save security question
      </Button>
    </Form>
  );
}
