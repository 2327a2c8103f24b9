-- A participant's progress is theirs, and a review or a participation can be taken back from the device that
-- made it (README, "Privacy"). Joining returns a participant key and rating returns a rating key, once, like
-- a plan's management key (00003): only the SHA-256 of each key (hex) is stored.
--
-- Participants and ratings made before this migration have none. Their completions and reviews stay as
-- they are and are still shown, but nobody can change them through the API any more: a missing key never
-- matches. The plan's creator (management key) can still remove such a review or the whole challenge.
alter table participants add column key_hash text
  check (key_hash is null or key_hash ~ '^[0-9a-f]{64}$');
alter table ratings add column key_hash text
  check (key_hash is null or key_hash ~ '^[0-9a-f]{64}$');

-- Emails nothing uses are not kept: no mail was ever sent to a participant or a challenge's creator, and
-- no read returned their addresses. The addresses are blanked first, so that the rows' new versions hold
-- none (the old versions go at the next vacuum), then the columns go. The API still accepts the fields
-- for older clients and documents that they are not stored.
update participants set email = null where email is not null;
update challenges set creator_email = '' where creator_email <> '';
alter table participants drop column email;
alter table challenges drop column creator_email;
