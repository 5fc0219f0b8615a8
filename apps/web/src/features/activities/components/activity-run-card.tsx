import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TMyActivityRun } from '@putt/contract/activity-runs';
import { formatYmd, YMD_PATTERN } from '@putt/contract/dates';
import { formatDate } from '@putt/contract/format';
import { pathOf } from '@putt/contract/routes';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Facts } from '../../../ui/facts';
import { ActivityRunStatusBadge } from './activity-run-status-badge';

/** Day of the week keys, Sunday first (as `Date.getUTCDay` counts). */
export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The day of the week of a yyyymmdd calendar date (no time zone involved), or null if it is not one. */
export function weekdayOf(ymd: string): (typeof weekdays)[number] | null {
  if (!YMD_PATTERN.test(ymd)) return null;
  const day = new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8))).getUTCDay();
  return weekdays[day] ?? null;
}

/** Each meeting of a run: its day (with the day of the week), start time and hours, as a list. */
function Meetings({ meetings }: { meetings: TMyActivityRun['meetings'] }) {
  const { t } = useTranslation('activities');
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {meetings.map((meeting, index) => {
        const weekday = weekdayOf(meeting.date);
        const date = formatYmd(meeting.date);
        return (
          <Text component="li" key={`${meeting.date}-${meeting.time}-${index}`}>
            {t('meetingValue', {
              date: weekday ? t('dateWithWeekday', { date, weekday: t(`weekdays.${weekday}`) }) : date,
              time: meeting.time,
              hours: meeting.hours,
            })}
          </Text>
        );
      })}
    </Stack>
  );
}

/**
 * One Activity programme run of the organisation's orders: the programme, its order and persons,
 * its status and, once confirmed, the plan (meetings, place, instructor, team size and staff's
 * notes as text). A run being planned shows no half-made plan, only that it is being arranged.
 */
export function ActivityRunCard({ run }: { run: TMyActivityRun }) {
  const { t } = useTranslation('activities');
  const headingId = useId();
  const planned = run.status === 'confirmed' || run.status === 'delivered';
  const facts: [string, ReactNode][] = [[t('persons'), t('personsValue', { n: run.persons })]];
  if (planned) {
    if (run.meetings.length > 0)
      facts.push([t('meetings'), <Meetings key="meetings" meetings={run.meetings} />]);
    if (run.place) facts.push([t('place'), run.place]);
    if (run.instructorName) facts.push([t('instructor'), run.instructorName]);
    if (run.teamSize !== null) facts.push([t('teamSize'), t('teamSizeValue', { n: run.teamSize })]);
    if (run.confirmedAt !== null) facts.push([t('confirmedAt'), formatDate(run.confirmedAt)]);
    if (run.status === 'delivered' && run.deliveredAt !== null)
      facts.push([t('deliveredAt'), formatDate(run.deliveredAt)]);
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} fz="lg" id={headingId}>
              {run.productName}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('order')}{' '}
              <Anchor component={Link} to={pathOf('orgOrderDetail', { SK: run.orderSK })} fz="sm">
                {run.orderName}
              </Anchor>
            </Text>
          </div>
          <ActivityRunStatusBadge status={run.status} />
        </Group>
        {run.status === 'planning' && <Text fz="sm">{t('planningNote')}</Text>}
        {run.status === 'canceled' && <Text fz="sm">{t('canceledNote')}</Text>}
        <Facts facts={facts} />
        {planned && run.notes && (
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('notes')}
            </Title>
            {/* staff's words as text, line breaks kept: never read as HTML */}
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{run.notes}</Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
