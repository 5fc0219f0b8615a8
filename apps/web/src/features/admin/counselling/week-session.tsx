import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminCounsellingRow } from '@putt/contract/admin/counselling';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CounsellingStatusBadge } from './counselling-status-badge';
import { koreaParts, type weekDays } from './korea-time';

/** A day of the week as its heading says it: "화요일 3/10". */
export function useDayName() {
  const { t } = useTranslation('admin_counselling');
  return (day: string, key: (typeof weekDays)[number]) =>
    t('week.day', { day: t(`week.days.${key}`), date: `${+day.slice(4, 6)}/${+day.slice(6)}` });
}

/** Beside today's heading. */
export function TodayBadge() {
  const { t } = useTranslation('admin_counselling');
  return (
    <Badge
      size="xs"
      variant="filled"
      color="blue.8"
      style={{ textTransform: 'none', flexShrink: 0, overflow: 'visible' }}
    >
      {t('week.today')}
    </Badge>
  );
}

/** A booked session as the week shows it: its time and student (to its page), who, how, how long, its status. */
export function WeekSession({ row }: { row: TAdminCounsellingRow }) {
  const { t } = useTranslation('admin_counselling');
  return (
    <>
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
    </>
  );
}

/** A cell's or a day's sessions, in the order they start. */
export function WeekSessions({ rows }: { rows: TAdminCounsellingRow[] }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row.id}>
          <WeekSession row={row} />
        </li>
      ))}
    </Stack>
  );
}
