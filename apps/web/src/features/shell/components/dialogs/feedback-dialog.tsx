import { Button } from "@lotto/ui/button";
import { Dialog } from "@lotto/ui/dialog";
import { type FormEvent, useState } from "react";

/** What the feedback is about: the player's own choice, or the purchase or deposit that prompted it. */
export type FeedbackTopic = "general" | "purchase" | "deposit";

const QUESTION: Record<FeedbackTopic, string> = {
  general: "How was your experience?",
  purchase: "How was buying your tickets?",
  deposit: "How was making your deposit?",
};

/** The web's feedback form (R-SCREENS Leave feedback): a 1–5 rating and an optional comment. */
export function FeedbackDialog({
  topic = "general",
  busy,
  error,
  onSend,
  onClose,
  success = null,
}: {
  topic?: FeedbackTopic;
  busy: boolean;
  error: string | null;
  onSend(rating: number, comment: string): void;
  onClose(): void;
  /** The sent line: shown in the dialog, which then closes itself after 2000 ms (R-STATES). */
  success?: string | null;
}) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating > 0) onSend(rating, comment);
  };
  return (
    <Dialog id="feedback-dialog" title="Leave feedback" onClose={onClose} success={success}>
      <form onSubmit={submit} style={{ display: "flex", flexDirection: "column", gap: 12 }}>
        <fieldset style={{ border: "none", padding: 0 }}>
          <legend>{QUESTION[topic]}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} style={{ marginRight: 12 }}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
              />{" "}
              {n}
            </label>
          ))}
        </fieldset>
        <label htmlFor="feedback-comment">Comments (optional)</label>
        <textarea
          id="feedback-comment"
          rows={4}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
        <div style={{ display: "flex", gap: 8, justifyContent: "flex-end" }}>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || rating === 0}>
            Send feedback
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
