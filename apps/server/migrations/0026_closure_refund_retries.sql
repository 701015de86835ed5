-- Closure refunds that could not be sent are retried and listed for the operator (docs/decisions.md
-- "Closed-loop wallet"): each row keeps its attempts, last error and next try (NULL: nothing to retry,
-- a bank payment with no refund adapter), and who settled it (the provider, or the operator by hand).
ALTER TABLE deposit_refunds
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN last_error text,
  ADD COLUMN settled_by text CHECK (settled_by IN ('provider', 'operator'));

-- Card and PayPal refunds left pending before now are due at once.
UPDATE deposit_refunds r SET next_attempt_at = r.created_at
FROM deposits d
WHERE d.id = r.deposit_id AND r.status = 'pending' AND d.method IN ('card', 'paypal');
UPDATE deposit_refunds SET settled_by = 'provider' WHERE status <> 'pending';

CREATE INDEX deposit_refunds_due ON deposit_refunds (next_attempt_at) WHERE status = 'pending';
