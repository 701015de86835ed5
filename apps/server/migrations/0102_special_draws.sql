-- Special draws (R-ENTITIES specialEvents, R-STATES): an operator names an open draw as a special draw, or
-- schedules an extra Saturday Lotto draw with an odd number. The served remote config lists the open
-- ones. An extra draw keeps its own jackpot: rollovers pass it by.
ALTER TABLE draws ADD COLUMN special_title text;
ALTER TABLE draws ADD COLUMN special_description text;
ALTER TABLE draws ADD COLUMN extra boolean NOT NULL DEFAULT false;
