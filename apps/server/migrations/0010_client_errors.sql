-- Errors the web app met and reported (POST /client-errors, docs/security.md "Client errors"): kept so
-- the operator can list recent ones (`npm run draw -- errors:list`); the request id ties each to its
-- log line.
CREATE TABLE client_errors (
  id bigserial PRIMARY KEY,
  request_id text NOT NULL,
  kind text NOT NULL,
  message text NOT NULL,
  stack text,
  url text NOT NULL,
  release text,
  user_agent text,
  created_at timestamptz NOT NULL
);
CREATE INDEX client_errors_time ON client_errors (created_at DESC);
