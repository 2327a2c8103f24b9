-- A plan the coach adapted to its creator's health is never listed, as a plan that asks for clearance
-- first never was (00003): who can see it is whoever has its link, chosen by its creator (issue 27,
-- README "Privacy", docs/privacy.md). The choice of exercises (seated sessions, pelvic-floor work) can
-- hint at a condition even with neutral names, and a community list would put that beside a name in
-- front of everyone.
--
-- Plans already listed that were adapted are unlisted; their links keep working.
update workout_plans set listed = false
  where listed and coalesce(plan #>> '{screening,outcome}', '') in ('adapted', 'clearance');

alter table workout_plans drop constraint workout_plans_clearance_never_listed;
alter table workout_plans add constraint workout_plans_health_never_listed
  check (not listed or coalesce(plan #>> '{screening,outcome}', '') not in ('adapted', 'clearance'));
