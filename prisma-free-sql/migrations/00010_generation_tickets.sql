-- The web app's plan stream without the answers in its URL (issue 28, item 5): the questionnaire is posted
-- once (workouts.startGeneration) and kept here under a short-lived ticket; the stream's URL carries only
-- the ticket. Only the SHA-256 of the ticket is stored, and the answers are sealed (AES-256-GCM) with a key
-- derived from the ticket itself, so this table alone reads nothing. Rows go when they expire (the daily
-- clean-up, src/server/retention.ts; a ticket past its expiry is never read).
create table generation_tickets (
  ticket_hash  text primary key check (ticket_hash ~ '^[0-9a-f]{64}$'),
  sealed       text not null,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null check (expires_at > created_at)
);
create index generation_tickets_expires_idx on generation_tickets (expires_at);
