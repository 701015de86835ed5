-- Terms and conditions and privacy policy versions the operator published (`terms:publish`); version 1
-- of each ships with the server (apps/server/src/legal/shipped-documents.ts) and is not stored.
CREATE TABLE legal_documents (
  kind text NOT NULL CHECK (kind IN ('terms', 'privacy')),
  version integer NOT NULL CHECK (version > 1),
  body text NOT NULL,
  published_at timestamptz NOT NULL,
  PRIMARY KEY (kind, version)
);

-- The version of each document a player accepted. Whatever code sets terms_accepted or
-- privacy_accepted to true (sign-up, the prompt's update-flag), the trigger records the version
-- current at that moment, so acceptance always names what was accepted.
ALTER TABLE players
  ADD COLUMN terms_version integer NOT NULL DEFAULT 0,
  ADD COLUMN privacy_version integer NOT NULL DEFAULT 0;
UPDATE players SET terms_version = 1 WHERE terms_accepted;
UPDATE players SET privacy_version = 1 WHERE privacy_accepted;

CREATE FUNCTION record_accepted_versions() RETURNS trigger AS $$
BEGIN
  IF NEW.terms_accepted THEN
    NEW.terms_version := (SELECT coalesce(max(version), 1) FROM legal_documents WHERE kind = 'terms');
  END IF;
  IF NEW.privacy_accepted THEN
    NEW.privacy_version := (SELECT coalesce(max(version), 1) FROM legal_documents WHERE kind = 'privacy');
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER players_accepted_versions
  BEFORE INSERT OR UPDATE OF terms_accepted, privacy_accepted ON players
  FOR EACH ROW EXECUTE FUNCTION record_accepted_versions();
