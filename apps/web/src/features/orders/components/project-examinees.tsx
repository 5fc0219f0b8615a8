import '@mantine/core/styles/Table.css';
import { Anchor, Table } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import type { TProjectDetail } from '@putt/contract/orders';
import { studentReportPath } from '@putt/contract/reports';
import { useTranslation } from 'react-i18next';
import { CardTable, useCellLabel } from '../../../ui/list/card-table';
import { TableScroll } from '../../../ui/list/table-scroll';

type Examinee = TProjectDetail['examinees'][number];

const columns = ['name', 'gender', 'dob', 'school', 'email', 'report'] as const;

/**
 * A project's examinees, each with their report to download once it is made (spec report_file);
 * one card per examinee on a phone, the report's link on screen.
 */
export function ProjectExaminees({ projectName, examinees }: { projectName: string; examinees: Examinee[] }) {
  const { t } = useTranslation('orders');
  const gender = (value: string) => (value === 'm' || value === 'f' ? t(`detail.gender.${value}`) : 'N/A');
  const label = useCellLabel<(typeof columns)[number]>('orders', 'detail.examinees');
  return (
    <TableScroll label={t('detail.examinees.caption', { name: projectName })}>
      <CardTable verticalSpacing="xs" minWidth={720}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {t(`detail.examinees.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {examinees.map((examinee) => (
            <Table.Tr key={examinee.SK}>
              <Table.Th scope="row" fw={500}>
                {examinee.name}
              </Table.Th>
              <Table.Td {...label('gender')}>{gender(examinee.gender)}</Table.Td>
              <Table.Td {...label('dob')} style={{ whiteSpace: 'nowrap' }}>
                {formatYmd(examinee.dob)}
              </Table.Td>
              <Table.Td {...label('school')}>{examinee.school_info}</Table.Td>
              <Table.Td {...label('email')} style={{ overflowWrap: 'anywhere' }}>
                {examinee.email}
              </Table.Td>
              {examinee.report_file ? (
                <Table.Td {...label('report')} style={{ whiteSpace: 'nowrap' }}>
                  <Anchor
                    href={studentReportPath(examinee.report_file)}
                    download
                    aria-label={t('detail.examinees.reportDownloadOf', { name: examinee.name })}
                  >
                    {t('detail.examinees.reportDownload')}
                  </Anchor>
                </Table.Td>
              ) : (
                <Table.Td c="dimmed" {...label('report')}>
                  {t('detail.examinees.reportPending')}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CardTable>
    </TableScroll>
  );
}
