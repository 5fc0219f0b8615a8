import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { MIN_PUPILS_FOR_MEAN, type TUnitSummary } from '@putt/contract/school-results';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../ui/list/table-scroll';
import { NO_WRAP, numberFormats } from '../units';
import { type PartProps, ResultsSection } from './results-section';

/**
 * Each group's and area's mean T, the classes side by side and the whole scope last; a mean of
 * fewer than MIN_PUPILS_FOR_MEAN pupils is withheld, and the cell says why.
 */
export function ClassMeans({ results, units, headingId, family }: PartProps) {
  const { t } = useTranslation('school-results');
  const columns = [
    ...results.classes.map((group) => ({ key: group.projectSk, label: group.label, summary: group.summary })),
    ...(results.classes.length > 1 ? [{ key: 'all', label: t('means.all'), summary: results.summary }] : []),
  ];
  return (
    <ResultsSection headingId={headingId} family={family} title={t('means.title')}>
      <TableScroll label={`${family}: ${t('tableOf', { title: t('means.title') })}`}>
        <Table striped withTableBorder style={NO_WRAP}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('means.area')}</Table.Th>
              {columns.map((column) => (
                <Table.Th scope="col" key={column.key} ta="end">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {units.map((unit) => (
              <Table.Tr key={unit.id} fw={unit.kind === 'group' ? 700 : undefined}>
                <Table.Th scope="row" fw="inherit" pl={unit.kind === 'area' ? 'lg' : undefined}>
                  {unit.name}
                </Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta="end">
                    <MeanText unit={column.summary.find((each) => each.id === unit.id)} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </ResultsSection>
  );
}

/** A unit's mean T in a set of pupils: none scored, withheld under the minimum (saying so), or the mean. */
export function MeanText({ unit }: { unit: TUnitSummary | undefined }) {
  const { t, i18n } = useTranslation('school-results');
  if (!unit || unit.scored === 0) return '–';
  if (unit.mean === null)
    return (
      <Text span fz="xs" c="dimmed">
        {t('withheld', { min: MIN_PUPILS_FOR_MEAN })}
      </Text>
    );
  return numberFormats(i18n.language).mean(unit.mean);
}
