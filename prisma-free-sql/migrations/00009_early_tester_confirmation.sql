-- Early testers confirm their address before it is kept (double opt-in, the blind security review of
-- 2026-11-26): until they open the emailed link, the server holds only the SHA-256 of the link's token and
-- the address sealed with a key made from that token (AES-256-GCM, src/server/db/queries/earlyTesters.ts),
-- which the server cannot open without the link. A pending row goes when the link is used or after
-- EARLY_TESTER_CONFIRM_HOURS (the daily clean-up, src/server/retention.ts).
create table early_tester_pending (
  token_hash       text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  sealed           text not null,
  language         text check (language is null or language in ('en', 'es')),
  created_at       timestamptz not null default now(),
  expires_at       timestamptz not null check (expires_at > created_at)
);
create index early_tester_pending_expires_idx on early_tester_pending (expires_at);
