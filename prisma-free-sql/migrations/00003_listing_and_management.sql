-- Plans are listed in the community only when their creator chooses it, and the creator can unlist,
-- relist or delete a plan with a private management key (README, "Privacy").
--
-- Existing plans become unlisted, all of them. Their creators were never asked, the landing page promised
-- "your plan lives on a private link", and even a plan without health text carries the name its creator
-- typed; consent cannot be inferred from what the answers lack. Their links keep working.
alter table workout_plans add column listed boolean not null default false;

-- Only the SHA-256 of the key (hex) is stored; the key itself is returned once, when the plan is made.
-- Plans made before this migration have none, so nobody can change them through the API.
alter table workout_plans add column management_key_hash text
  check (management_key_hash is null or management_key_hash ~ '^[0-9a-f]{64}$');

-- A plan that asks for a professional's clearance before training is never shown to strangers, whatever
-- the request said: held in the database as well as in the query layer.
alter table workout_plans add constraint workout_plans_clearance_never_listed
  check (not listed or coalesce(plan #>> '{screening,outcome}', '') <> 'clearance');

-- Every list (recent, browse, top rated, the landing showcase, plans this week) reads listed plans only,
-- so the indexes hold listed plans only; unlisted plans cost the lists nothing at a million plans.
create index workout_plans_listed_created_idx on workout_plans (created_at desc, id desc) where listed;
create index workout_plans_listed_top_rated_idx
  on workout_plans (average_rating desc, rating_count desc, created_at desc, id desc)
  where listed and rating_count > 0;
-- The old indexes served the same lists over every plan; nothing reads all plans in date order any more.
drop index workout_plans_created_idx;
drop index workout_plans_top_rated_idx;

-- The onboarding email is erased 30 days after the plan is made (src/server/retention.ts); this keeps
-- the daily clean-up from reading the whole table.
create index workout_plans_email_created_idx on workout_plans (created_at) where email is not null;
