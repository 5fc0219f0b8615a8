import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { pupilStates } from '@putt/contract/school-results';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../ui/list/table-scroll';
import { NO_WRAP } from '../units';
import { type PartProps, ResultsSection } from './results-section';

/** How many pupils of each class are released, under review, to retest, answering or not yet in. */
export function ClassCounts({
  results,
  headingId,
  family,
}: Pick<PartProps, 'results' | 'headingId' | 'family'>) {
  const { t } = useTranslation('school-results');
  const total = (state: (typeof pupilStates)[number]) =>
    results.classes.reduce((sum, group) => sum + group.counts[state], 0);
  return (
    <ResultsSection headingId={headingId} family={family} title={t('counts.title')}>
      <TableScroll label={`${family}: ${t('tableOf', { title: t('counts.title') })}`}>
        <Table striped withTableBorder style={NO_WRAP}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('counts.class')}</Table.Th>
              <Table.Th scope="col">{t('counts.test')}</Table.Th>
              {pupilStates.map((state) => (
                <Table.Th scope="col" key={state} ta="end">
                  {t(`states.${state}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.classes.map((group) => (
              <Table.Tr key={group.projectSk}>
                <Table.Th scope="row" fw={500}>
                  {group.label}
                </Table.Th>
                <Table.Td>{group.testName}</Table.Td>
                {pupilStates.map((state) => (
                  <Table.Td key={state} ta="end">
                    {group.counts[state]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {results.classes.length > 1 && (
              <Table.Tr fw={700}>
                <Table.Th scope="row" colSpan={2}>
                  {t('counts.all')}
                </Table.Th>
                {pupilStates.map((state) => (
                  <Table.Td key={state} ta="end">
                    {total(state)}
                  </Table.Td>
                ))}
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </ResultsSection>
  );
}
