-- Deleting a plan by email (README "Privacy"): a creator who lost the device holding the management key
-- asks for a link sent to the address given in the questionnaire. Only the SHA-256 of the link's token
-- is stored, so a leaked table deletes nothing; the row goes when the link is used, when it expires
-- (the daily clean-up, src/server/retention.ts) or with its plan.
create table deletion_requests (
  token_hash       text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  workout_plan_id  text not null references workout_plans (id) on delete cascade,
  created_at       timestamptz not null default now(),
  expires_at       timestamptz not null check (expires_at > created_at)
);
create index deletion_requests_plan_idx on deletion_requests (workout_plan_id);
create index deletion_requests_expires_idx on deletion_requests (expires_at);
