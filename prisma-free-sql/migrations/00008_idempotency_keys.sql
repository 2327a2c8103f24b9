-- Retried writes (README "Retrying a write", issue 28 item 2): the first complete answer to a write sent
-- with an `Idempotency-Key`, kept 24 hours so the same key and request get the same answer again.
-- Nothing here reads without the key itself: `id` is the SHA-256 of the client's scope and the key, and
-- `answer` is encrypted (AES-256-GCM) with a key derived from the Idempotency-Key, which is never stored,
-- so a leaked table yields neither the keys nor the management and participant keys in the answers
-- (src/server/api/idempotency.ts). `fingerprint` is the SHA-256 of the operation and its canonical input:
-- another request under the same key is a 422. A row without an answer is a request still in flight
-- (a duplicate gets 409); an error answer deletes its row, so the retry runs again. Rows older than 24
-- hours are ignored and purged (src/server/retention.ts).
create table idempotency_keys (
  id           text primary key check (id ~ '^[0-9a-f]{64}$'),
  fingerprint  text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  status       integer check (status between 200 and 299),
  answer       text,
  created_at   timestamptz not null default now(),
  check ((status is null) = (answer is null))
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
