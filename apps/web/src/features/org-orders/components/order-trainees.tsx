import { Stack, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import { courseExams, type TOrderTrainee } from '@putt/contract/expert-courses';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable, useCellLabel } from '../../../ui/list/card-table';
import { TableScroll } from '../../../ui/list/table-scroll';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useOrderTrainees } from '../api/org-orders';

const columns = ['trainee', 'cohort', 'status', 'attendance', 'exams', 'certificate'] as const;

/**
 * The people an expert order's seats went to (decision 024): staff seat them in a cohort, and the
 * school follows their attendance, exams and certificates here. The certificate's PDF is the
 * trainee's, sent to them; the school sees its number, which the public page verifies.
 */
export function OrderTrainees({ SK, headingOrder }: { SK: string; headingOrder: TitleOrder }) {
  const { t } = useTranslation('org-orders');
  const headingId = useId();
  const trainees = useOrderTrainees(SK);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={headingOrder} fz="md" id={headingId}>
        {t('trainees.heading')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('trainees.intro')}
      </Text>
      {trainees.isPending ? (
        <LoadingState />
      ) : trainees.isError ? (
        <ErrorState message={t('trainees.loadFailed')} onRetry={() => void trainees.refetch()} />
      ) : trainees.data.items.length === 0 ? (
        <EmptyState message={t('trainees.empty')} />
      ) : (
        <TraineeTable trainees={trainees.data.items} />
      )}
    </Stack>
  );
}

function TraineeTable({ trainees }: { trainees: TOrderTrainee[] }) {
  const { t } = useTranslation('org-orders');
  const label = useCellLabel<(typeof columns)[number]>('org-orders', 'trainees.columns');
  const examsOf = ({ cohort, exams }: TOrderTrainee) => {
    const held = courseExams[cohort.course];
    if (held.length === 0) return t('trainees.noExam');
    return held
      .map((exam) => {
        const score = exams[exam];
        const value = score === null ? t('trainees.examPending') : t('trainees.score', { score });
        return `${t(`trainees.exams.${exam}`)} ${value}`;
      })
      .join(', ');
  };
  return (
    <TableScroll label={t('trainees.table')}>
      <CardTable minWidth={760} verticalSpacing="xs" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {t(`trainees.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trainees.map((trainee) => (
            <Table.Tr key={trainee.id}>
              <Table.Th scope="row" fw={500}>
                <div>{trainee.name}</div>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {trainee.email}
                </Text>
              </Table.Th>
              <Table.Td {...label('cohort')}>
                <div>{t(`trainees.courses.${trainee.cohort.course}`)}</div>
                <Text fz="xs" c="dimmed">
                  {t('trainees.cohortValue', {
                    name: trainee.cohort.name,
                    from: formatYmd(trainee.cohort.startsOn),
                    to: formatYmd(trainee.cohort.endsOn),
                  })}
                </Text>
              </Table.Td>
              <Table.Td {...label('status')} style={{ whiteSpace: 'nowrap' }}>
                {t(`trainees.status.${trainee.status}`)}
              </Table.Td>
              <Table.Td {...label('attendance')} style={{ whiteSpace: 'nowrap' }}>
                {t('trainees.hours', { attended: trainee.attendedHours, hours: trainee.cohort.hours })}
              </Table.Td>
              <Table.Td {...label('exams')}>{examsOf(trainee)}</Table.Td>
              <Table.Td {...label('certificate')}>
                {trainee.certificate ? (
                  <>
                    <div>{trainee.certificate.number}</div>
                    {trainee.certificate.revokedAt !== null && (
                      <Text fz="xs" c="red.9">
                        {t('trainees.revoked')}
                      </Text>
                    )}
                  </>
                ) : (
                  '-'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CardTable>
    </TableScroll>
  );
}
