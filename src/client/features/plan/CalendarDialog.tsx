import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LazyModal } from '../../components/LazyModal';
import { useLanguage } from '../../lib/language';
import { downloadAsOwner } from '../../lib/ownerDownload';

const DEFAULT_TIME = '18:00';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** YYYY-MM-DD of a local date (not toISOString, which is UTC and can be a day off). */
function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The next Monday after today, in the visitor's own time zone: a week of the plan starts on a Monday. */
export function nextMonday(today: Date): string {
  const next = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  next.setDate(next.getDate() + ((8 - next.getDay()) % 7 || 7));
  return localDate(next);
}

/**
 * "Add to calendar": a start date and a time, then a plain link to the calendar file (on the device that
 * made the plan, fetched with its management key, lib/ownerDownload.ts)
 * (`GET /api/workouts/{id}/calendar.ics`, src/server/share/calendarRoute.ts), which the browser
 * downloads and a phone offers to its calendar app. The server writes the file, so there is nothing
 * to build here.
 */
export function CalendarDialog({ planId, managementKey }: { planId: string; managementKey?: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(() => nextMonday(new Date()));
  const [time, setTime] = useState(DEFAULT_TIME);
  const startValid = DATE.test(start);
  const timeValid = TIME.test(time);
  const query = new URLSearchParams({ start, time, language });

  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        <Trans>Add to calendar</Trans>
      </Button>
      <LazyModal opened={open} onClose={() => setOpen(false)} title={t`Add to calendar`}>
        <Stack>
          <Text size="sm">
            <Trans>
              Your training days for four weeks, each with its exercises and a link to this plan. Your
              calendar app opens the file.
            </Trans>
          </Text>
          <TextInput
            type="date"
            label={t`First day`}
            value={start}
            onChange={(event) => setStart(event.currentTarget.value)}
            error={startValid ? null : t`Choose a date`}
            required
          />
          <TextInput
            type="time"
            label={t`Time of each session`}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            error={timeValid ? null : t`Choose a time`}
            required
          />
          <Group justify="flex-end">
            <Button
              component="a"
              href={`/api/workouts/${planId}/calendar.ics?${query}`}
              download
              data-disabled={startValid && timeValid ? undefined : true}
              aria-disabled={!(startValid && timeValid)}
              onClick={(event) => {
                if (!(startValid && timeValid)) return event.preventDefault();
                setOpen(false);
                // The creator's file, with the clearance notice when there is one (lib/ownerDownload.ts).
                if (!managementKey) return;
                event.preventDefault();
                void downloadAsOwner(event.currentTarget.href, managementKey, `workout-plan-${planId}.ics`);
              }}
            >
              <Trans>Download calendar file</Trans>
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
