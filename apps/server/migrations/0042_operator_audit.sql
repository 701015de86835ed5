-- The operator's audit trail, dual control and player-support notes (docs/decisions.md "Operator audit
-- trail", "Dual control"). The trail and the notes are append-only: the database itself refuses UPDATE,
-- DELETE and TRUNCATE, as it does for the ledger (0005), whatever the application does.
CREATE FUNCTION operator_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;

-- One row per operator action, written in the action's own transaction. The operator's email and role
-- are copied as they were, so a later change of the account never rewrites history.
CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  operator_id text NOT NULL,
  operator_email text NOT NULL,
  operator_role text NOT NULL,
  ip text NOT NULL,
  via text NOT NULL CHECK (via IN ('console', 'cli')),
  action text NOT NULL,
  player_id text,
  input jsonb NOT NULL,
  before jsonb,
  after jsonb,
  approval_id bigint
);
CREATE INDEX operator_audit_at ON operator_audit (at DESC, id DESC);
CREATE INDEX operator_audit_player ON operator_audit (player_id, id DESC) WHERE player_id IS NOT NULL;
CREATE INDEX operator_audit_operator ON operator_audit (operator_email, id DESC);

CREATE TRIGGER operator_audit_no_update_delete
  BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_append_only();
CREATE TRIGGER operator_audit_no_truncate
  BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_append_only();

-- An action that waits for a second operator: the validated input is kept and run again on approval.
CREATE TABLE operator_approvals (
  id bigserial PRIMARY KEY,
  action text NOT NULL,
  input jsonb NOT NULL,
  summary text NOT NULL,
  amount bigint,
  player_id text,
  requested_by text NOT NULL,
  requested_by_email text NOT NULL,
  requested_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'declined')),
  decided_by text,
  decided_by_email text,
  decided_at timestamptz,
  decline_reason text
);
CREATE INDEX operator_approvals_pending ON operator_approvals (id) WHERE state = 'pending';

-- Customer services' notes on a player, with their author.
CREATE TABLE player_notes (
  id bigserial PRIMARY KEY,
  player_id text NOT NULL REFERENCES players (id),
  author_id text NOT NULL,
  author_email text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX player_notes_player ON player_notes (player_id, id DESC);

CREATE TRIGGER player_notes_no_update_delete
  BEFORE UPDATE OR DELETE ON player_notes
  FOR EACH ROW EXECUTE FUNCTION operator_append_only();
CREATE TRIGGER player_notes_no_truncate
  BEFORE TRUNCATE ON player_notes
  FOR EACH STATEMENT EXECUTE FUNCTION operator_append_only();
