-- A request id makes generation idempotent (README, "The REST API"): a retry returns the plan already
-- made. The plan keeps a SHA-256 of the answers it was made from, so a request id reused with different
-- answers is refused (422) instead of silently returning a plan for other answers. The email address is
-- left out of the digest: it is erased after 30 days, and a digest of it would outlive the erasure.
-- Plans made before this migration have none and are returned as before.
alter table workout_plans add column request_hash text
  check (request_hash is null or request_hash ~ '^[0-9a-f]{64}$');
