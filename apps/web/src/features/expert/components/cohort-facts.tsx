import { Stack, Text } from '@mantine/core';
import { coursePrerequisites, type TOpenCohort } from '@putt/contract/expert-courses';
import { formatYmd } from '@putt/contract/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWon } from '../../../ui/use-won';

type Cohort = Omit<TOpenCohort, 'seats' | 'seatsLeft'> & Partial<Pick<TOpenCohort, 'seats' | 'seatsLeft'>>;

/** "잔여 3석 / 16석", or "마감" when no seat is left. */
export function useSeatsText(): (cohort: Pick<TOpenCohort, 'seats' | 'seatsLeft'>) => string {
  const { t } = useTranslation('expert');
  return ({ seats, seatsLeft }) =>
    seatsLeft > 0 ? t('cohort.seatsLeft', { left: seatsLeft, seats }) : t('cohort.full');
}

/** Each meeting of a cohort: its day, start time (Korea) and hours, as a list. */
function Meetings({ meetings }: { meetings: TOpenCohort['meetings'] }) {
  const { t } = useTranslation('expert');
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {meetings.map((meeting, index) => (
        <Text component="li" key={`${meeting.date}-${meeting.time}-${index}`}>
          {t('cohort.meetingValue', {
            date: formatYmd(meeting.date),
            time: meeting.time,
            hours: meeting.hours,
          })}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * What a cohort is, as label and value pairs for `Facts`: its dates, meetings, place, hours, fee,
 * seats (when known) and the course's requirements (when it has any).
 */
export function useCohortFacts(): (cohort: Cohort) => [string, ReactNode][] {
  const { t } = useTranslation('expert');
  const won = useWon();
  const seatsText = useSeatsText();
  return (cohort) => {
    const facts: [string, ReactNode][] = [
      [
        t('cohort.dates'),
        t('cohort.datesValue', { from: formatYmd(cohort.startsOn), to: formatYmd(cohort.endsOn) }),
      ],
      [t('cohort.meetings'), <Meetings key="meetings" meetings={cohort.meetings} />],
      [t('cohort.place'), cohort.place],
      [t('cohort.hours'), t('cohort.hoursValue', { hours: cohort.hours })],
      [t('cohort.price'), won(cohort.price)],
    ];
    if (cohort.seats !== undefined && cohort.seatsLeft !== undefined)
      facts.push([t('cohort.seats'), seatsText({ seats: cohort.seats, seatsLeft: cohort.seatsLeft })]);
    if (coursePrerequisites[cohort.course])
      facts.push([t('cohort.prerequisites'), t(`prerequisites.${cohort.course}`)]);
    return facts;
  };
}
