import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { STORAGE_KEYS } from '../../../contract/constants';
import type { WorkoutPlan } from '../../../contract/workout';
import { saveItem, updateItem, useDeviceList } from '../../lib/deviceStorage';
import { localizedPath, useLanguage } from '../../lib/language';
import { planName } from '../../lib/planTitle';
import { showToast } from '../../lib/toast';

type Saved = Pick<
  WorkoutPlan,
  'id' | 'fitnessGoal' | 'daysPerWeek' | 'screening' | 'createdAt' | 'focusArea' | 'listed'
>;

/**
 * A plan opened from a link is kept in My Workouts with one tap, so it opens offline in the gym and is
 * there next time (docs/offline.md). On a device that already keeps it, a link to My Workouts; a name
 * saved by an older version (a sentence cut from the overview) becomes the plan's name as lists say it.
 */
export function SavePlanButton({ plan }: { plan: Saved }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const saved = useDeviceList(STORAGE_KEYS.workouts).find((item) => item.id === plan.id);
  const name = planName(i18n, plan);
  const savedName = saved?.name;
  useEffect(() => {
    if (savedName !== undefined && savedName !== name) updateItem(STORAGE_KEYS.workouts, plan.id, { name });
  }, [savedName, name, plan.id]);

  if (saved)
    return (
      <Button component={Link} to={localizedPath(language, '/my-workouts')} variant="subtle">
        <Trans>In My Workouts</Trans>
      </Button>
    );
  return (
    <Button
      variant="light"
      onClick={() => {
        saveItem(STORAGE_KEYS.workouts, {
          id: plan.id,
          name,
          createdAt: plan.createdAt,
          focusArea: plan.focusArea,
          fitnessGoal: plan.fitnessGoal,
          listed: plan.listed,
        });
        showToast({
          title: t`Saved to My Workouts`,
          description: t`It opens on this device, even without a connection.`,
        });
      }}
    >
      <Trans>Save to My Workouts</Trans>
    </Button>
  );
}
