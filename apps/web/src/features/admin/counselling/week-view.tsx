import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminCounsellingRow } from '@putt/contract/admin/counselling';
import { ADMIN_PAGE_SIZE } from '@putt/contract/admin/common';
import type { CounsellingStatus } from '@putt/contract/counselling';
import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, queryKeyOf } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { ErrorState, LoadingState } from '../../../ui/states';
import { CounsellingStatusBadge } from './counselling-status-badge';
import { koreaParts, weekDays, weekStart } from './korea-time';

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

/** One week of booked sessions as seven days (columns on a wide screen, stacked on a phone). */
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
        <SimpleGrid cols={{ base: 1, lg: 7 }} spacing="xs">
          {weekDays.map((key, index) => {
            const day = addDays(from, index);
            return (
              <Day key={day} day={day} name={key} today={day === today} sessions={byDay.get(day) ?? []} />
            );
          })}
        </SimpleGrid>
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
  const headingId = useId();
  return (
    <Paper
      withBorder
      p="xs"
      component="section"
      aria-labelledby={headingId}
      bg={today ? 'blue.0' : undefined}
      miw={0}
    >
      <Group gap={6} mb={6} wrap="nowrap">
        <Title order={2} size="h6" id={headingId}>
          {t('week.day', { day: t(`week.days.${name}`), date: `${+day.slice(4, 6)}/${+day.slice(6)}` })}
        </Title>
        {today && (
          <Badge
            size="xs"
            variant="filled"
            color="blue.8"
            style={{ textTransform: 'none', flexShrink: 0, overflow: 'visible' }}
          >
            {t('week.today')}
          </Badge>
        )}
      </Group>
      {sessions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('week.noSessions')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {sessions.map((row) => (
            <li key={row.id}>
              <Anchor
                component={Link}
                to={adminPath('adminCounsellingDetail', { id: row.id })}
                fz="sm"
                fw={600}
                display="block"
              >
                {t('week.item', { time: koreaParts(row.startsAt!).time, name: row.examineeName })}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {[
                  row.counsellor?.name ?? t('unassigned'),
                  row.type ? t(`types.${row.type}`) : '',
                  t('minutes', { minutes: row.minutes }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <CounsellingStatusBadge status={row.status} />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
