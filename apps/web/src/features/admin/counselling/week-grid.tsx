import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { TAdminCounsellingRow } from '@putt/contract/admin/counselling';
import { COUNSELLING_DAY_END, COUNSELLING_DAY_START } from '@putt/contract/counselling';
import { addDays } from '@putt/contract/dates';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../ui/list/table-scroll';
import { koreaParts, weekDays } from './korea-time';
import { TodayBadge, useDayName, WeekSessions } from './week-session';

const hourOf = (hhmm: string) => Number(hhmm.slice(0, 2));

/**
 * The hours the grid has a row for: the working day's (09 to 20 for 09:00–21:00), and any hour a
 * session starts in outside it (booked before the hours changed), so none is left out.
 */
function hoursOf(sessions: TAdminCounsellingRow[]): number[] {
  const last = hourOf(COUNSELLING_DAY_END) - (COUNSELLING_DAY_END.endsWith(':00') ? 1 : 0);
  const hours = new Set<number>();
  for (let hour = hourOf(COUNSELLING_DAY_START); hour <= last; hour += 1) hours.add(hour);
  for (const row of sessions) hours.add(hourOf(koreaParts(row.startsAt!).time));
  return [...hours].sort((a, b) => a - b);
}

/**
 * A week of booked sessions as a timetable (Korea time): a row per hour, a column per day from
 * Monday, each session in the hour it starts. A table with its headers, so each session is read
 * with its day and hour; today's column is tinted.
 */
export function WeekGrid({
  from,
  today,
  sessions,
}: {
  /** the week's Monday (yyyymmdd) */
  from: string;
  today: string;
  /** the week's booked sessions, in time order */
  sessions: TAdminCounsellingRow[];
}) {
  const { t } = useTranslation('admin_counselling');
  const dayName = useDayName();
  const days = weekDays.map((key, index) => ({ key, day: addDays(from, index) }));
  const cells = new Map<string, TAdminCounsellingRow[]>();
  for (const row of sessions) {
    const { date, time } = koreaParts(row.startsAt!);
    const cell = `${date} ${hourOf(time)}`;
    cells.set(cell, [...(cells.get(cell) ?? []), row]);
  }
  const tint = (day: string) => (day === today ? 'blue.0' : undefined);
  return (
    <TableScroll label={t('week.timetable')}>
      <Table withTableBorder withColumnBorders layout="fixed" miw={880} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={64}>
              {t('week.hour')}
            </Table.Th>
            {days.map(({ key, day }) => (
              <Table.Th key={day} scope="col" bg={tint(day)}>
                {dayName(day, key)}
                {day === today && (
                  <>
                    {' '}
                    <TodayBadge />
                  </>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hoursOf(sessions).map((hour) => (
            <Table.Tr key={hour}>
              <Table.Th scope="row" fw={600} style={{ verticalAlign: 'top' }}>
                {`${String(hour).padStart(2, '0')}:00`}
              </Table.Th>
              {days.map(({ day }) => {
                const here = cells.get(`${day} ${hour}`);
                return (
                  <Table.Td key={day} bg={tint(day)} style={{ verticalAlign: 'top' }}>
                    {here && <WeekSessions rows={here} />}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
