/** The security questions offered at sign-up (R-ENTITIES Security question, R-CALLS /user/security-questions). */
export const SECURITY_QUESTIONS = [
  { id: 1, question: "What was the name of your first pet?" },
  { id: 2, question: "What is your mother's maiden name?" },
  { id: 3, question: "In which city were you born?" },
  { id: 4, question: "What was the name of your primary school?" },
  { id: 5, question: "What was the make of your first car?" },
] as const;

/** The question text of an id, or undefined for an unknown id. */
export const questionText = (id: number): string | undefined =>
  SECURITY_QUESTIONS.find((q) => q.id === id)?.question;
