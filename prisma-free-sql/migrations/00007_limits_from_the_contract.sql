-- Every length the API accepts is a length the database keeps, and no longer (issue 27 item 9). Each
-- number below is a constant of src/contract, which the client's fields and the zod schemas read too:
-- ANSWER_LIMITS and STORED_CHOICE_MAX (src/contract/answers.ts), RATING_LIMITS and CHALLENGE_LIMITS
-- (src/contract/constants.ts). tests/integration/limits.test.ts reads these checks back from the
-- database and compares them with the constants, and saves the longest accepted answer of every field.
--
-- Before this, an `other:` answer of 195 to 200 words passed the form and the schema and then failed
-- `length(fitness_goal) <= 200` after the coach had run, because the prefix counts: 206 now. The looser
-- checks (names of 100, texts of 2000) become the limits the API has always applied, so no saved row
-- is longer than them.

alter table workout_plans
  drop constraint workout_plans_user_name_check,
  add constraint workout_plans_user_name_check check (length(user_name) between 1 and 80),
  drop constraint workout_plans_fitness_goal_check,
  add constraint workout_plans_fitness_goal_check check (length(fitness_goal) <= 206),
  drop constraint workout_plans_fitness_level_check,
  add constraint workout_plans_fitness_level_check check (length(fitness_level) <= 206),
  drop constraint workout_plans_focus_area_check,
  add constraint workout_plans_focus_area_check check (length(focus_area) <= 206),
  drop constraint workout_plans_workout_style_check,
  add constraint workout_plans_workout_style_check check (length(workout_style) <= 206),
  drop constraint workout_plans_time_per_session_check,
  add constraint workout_plans_time_per_session_check check (length(time_per_session) <= 40);

alter table ratings
  drop constraint ratings_user_name_check,
  add constraint ratings_user_name_check check (length(user_name) between 2 and 60),
  drop constraint ratings_feedback_check,
  add constraint ratings_feedback_check check (length(feedback) between 5 and 1000);

alter table challenges
  drop constraint challenges_description_check,
  add constraint challenges_description_check check (description is null or length(description) <= 1000),
  drop constraint challenges_created_by_check,
  add constraint challenges_created_by_check check (length(created_by) between 1 and 60);

alter table participants
  drop constraint participants_name_check,
  add constraint participants_name_check check (length(name) between 1 and 60);
