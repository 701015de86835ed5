-- In-store (PRS) accounts (docs/decisions.md "Upgrade-prs"): a player registered at a retailer has
-- status 'PRS', no usable password and the number of their in-store card, the proof asked when they
-- upgrade to an online account.
ALTER TABLE players ADD COLUMN prs_card_number text UNIQUE;
