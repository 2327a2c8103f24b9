-- One name per person in a challenge: the participant list is how people find themselves, so two
-- "Ana"s would be ambiguous, and it stops a script from flooding a challenge with the same name.
create unique index participants_challenge_name_idx on participants (challenge_id, lower(name));
