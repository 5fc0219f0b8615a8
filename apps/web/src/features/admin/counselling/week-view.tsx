import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TAdminCounsellingRow } from '@putt/contract/admin/counselling';
import { ADMIN_PAGE_SIZE } from '@putt/contract/admin/common';
import type { CounsellingStatus } from '@putt/contract/counselling';
import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { api, queryKeyOf } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { ErrorState, LoadingState } from '../../../ui/states';
import { koreaParts, weekDays, weekStart } from './korea-time';
import { WeekGrid } from './week-grid';
import { TodayBadge, useDayName, WeekSessions } from './week-session';

/** The most pages of a week read at once (ADMIN_PAGE_SIZE each): a busy week is still one screen. */
const WEEK_PAGES = 10;

type Filters = { q: string; status: CounsellingStatus | ''; counsellor: string };

/**
 * Every session booked in one week (Monday to Sunday, Korea time), read page by page from the
 * list operation; keyed under `adminListCounselling`, so a booking refreshes it with the list.
 */
function useWeek(from: string, filters: Filters) {
  const input = { page: 1, ...filters, from, to: addDays(from, 6) };
  return useQuery({
    queryKey: [...queryKeyOf('adminListCounselling', input), 'week'],
    queryFn: async ({ signal }) => {
      const first = await api.call('adminListCounselling', input, { signal });
      const pages = Math.min(WEEK_PAGES, Math.ceil(first.total / ADMIN_PAGE_SIZE));
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
          api.call('adminListCounselling', { ...input, page: index + 2 }, { signal }),
        ),
      );
      return { items: [first, ...rest].flatMap((page) => page.items), total: first.total };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * One week of booked sessions: a timetable by hour and day on a wide screen; on a narrower one,
 * where seven columns would not fit, the days one under another, each with its sessions by time.
 */
export function WeekView({
  week,
  filters,
  onWeek,
}: {
  /** the week's Monday, or any day of it; empty for this week */
  week: string;
  filters: Filters;
  onWeek: (week: string) => void;
}) {
  const { t } = useTranslation(['admin_counselling', 'admin']);
  const today = seoulToday();
  const from = weekStart(week, today);
  const to = addDays(from, 6);
  const query = useWeek(from, filters);
  // the back office renders in the browser only: the screen is known from the first render
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });

  const body = () => {
    if (query.isPending) return <LoadingState />;
    if (query.error || !query.data)
      return <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
    const byDay = new Map<string, TAdminCounsellingRow[]>();
    const sorted = query.data.items
      .filter((row) => row.startsAt !== null)
      .sort((a, b) => a.startsAt! - b.startsAt!);
    for (const row of sorted) {
      const day = koreaParts(row.startsAt!).date;
      byDay.set(day, [...(byDay.get(day) ?? []), row]);
    }
    return (
      <Stack
        gap="xs"
        aria-busy={query.isPlaceholderData}
        style={query.isPlaceholderData ? { opacity: 0.6 } : undefined}
      >
        {query.data.total > query.data.items.length && (
          <Text fz="sm" c="dimmed">
            {t('week.more', { count: query.data.total, shown: query.data.items.length })}
          </Text>
        )}
        {wide ? (
          <WeekGrid from={from} today={today} sessions={sorted} />
        ) : (
          weekDays.map((key, index) => {
            const day = addDays(from, index);
            return (
              <Day key={day} day={day} name={key} today={day === today} sessions={byDay.get(day) ?? []} />
            );
          })
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="sm" role="region" aria-label={t('week.caption')}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={700} aria-live="polite">
          {t('week.range', { from: formatYmd(from), to: formatYmd(to) })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => onWeek(addDays(from, -7))}>
            {t('week.previous')}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => onWeek('')}
            disabled={from === weekStart('', today)}
          >
            {t('week.thisWeek')}
          </Button>
          <Button variant="default" size="xs" onClick={() => onWeek(addDays(from, 7))}>
            {t('week.next')}
          </Button>
        </Group>
      </Group>
      {body()}
    </Stack>
  );
}

/** A day of the week as a phone lists it: its heading, then its sessions by time. */
function Day({
  day,
  name,
  today,
  sessions,
}: {
  day: string;
  name: (typeof weekDays)[number];
  today: boolean;
  sessions: TAdminCounsellingRow[];
}) {
  const { t } = useTranslation('admin_counselling');
  const dayName = useDayName();
  const headingId = useId();
  return (
    <Paper
      withBorder
      p="xs"
      component="section"
      aria-labelledby={headingId}
      bg={today ? 'blue.0' : undefined}
    >
      <Group gap={6} mb={6} wrap="nowrap">
        <Title order={2} size="h6" id={headingId}>
          {dayName(day, name)}
        </Title>
        {today && <TodayBadge />}
      </Group>
      {sessions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('week.noSessions')}
        </Text>
      ) : (
        <WeekSessions rows={sessions} />
      )}
    </Paper>
  );
}
