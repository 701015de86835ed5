import type { FormEvent, FormHTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { colors } from "../../theme/theme";

/** Props of {@link Form}: a form element's, but `onSubmit` is called without the event. */
export type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> & { onSubmit(): void };

/**
 * A form the app checks itself (R-VALIDATION): the browser's own checks are off unless `noValidate` is
 * false, and submitting calls `onSubmit` instead of loading a page. Lay it out with `styled(Form)`.
 */
export function Form({ onSubmit, ...form }: FormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return <form noValidate onSubmit={submit} {...form} />;
}

/** A {@link Form} with its fields and buttons one under another. */
export const FormColumn = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** The message of a whole form (a refused call, a flow error), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  return <ErrorLine role="alert">{children}</ErrorLine>;
}

const ErrorLine = styled.p`
  margin: 0;
  color: ${colors.error};
`;
