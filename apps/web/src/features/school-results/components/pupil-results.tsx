import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import { Group, NativeSelect, Table, Text, UnstyledButton } from '@mantine/core';
import { bandIds } from '@putt/contract/norms';
import { pupilStates, type TPupil } from '@putt/contract/school-results';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../ui/list/table-scroll';
import { areaName } from '../../../ui/unit-names';
import { type BandFilter, orderPupils, type PupilFilter, type Sort, type SortKey } from '../pupil-order';
import { NO_WRAP, type Unit } from '../units';
import { type PartProps, ResultsSection } from './results-section';

const TARGET = { minHeight: 44, minWidth: 44 };

/**
 * Every pupil of the scope: state, each group's and area's T with its band, the two highest areas
 * and the lowest, the answer checks; sorted by any column's header, filtered by an area's band and
 * by state.
 */
export function PupilResults({ results, units, headingId }: PartProps) {
  const { t, i18n } = useTranslation('school-results');
  const [filter, setFilter] = useState<PupilFilter>({ unit: '', band: '', state: '' });
  const [sort, setSort] = useState<Sort>({ key: 'num', direction: 'ascending' });
  const pupils = useMemo(() => orderPupils(results, filter, sort), [results, filter, sort]);
  const manyClasses = results.classes.length > 1;
  const classLabel = new Map(results.classes.map((group) => [group.projectSk, group.label]));

  const sortBy = (key: SortKey) =>
    setSort((now) =>
      now.key === key
        ? { key, direction: now.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'num' || key === 'name' ? 'ascending' : 'descending' },
    );
  const header = (key: SortKey, label: string, end = false) => (
    <Table.Th
      scope="col"
      key={key}
      aria-sort={sort.key === key ? sort.direction : undefined}
      ta={end ? 'end' : undefined}
      p={0}
    >
      <UnstyledButton onClick={() => sortBy(key)} style={TARGET} px="xs" fw={700} fz="sm">
        {label}
        <span aria-hidden="true">
          {sort.key === key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
  const bandOptions: { value: BandFilter; label: string }[] = [
    { value: '', label: t('pupils.any') },
    { value: 'atLeast:high', label: t('pupils.bandAtLeast', { band: t('bands.high') }) },
    ...bandIds.map((band) => ({ value: band, label: t(`bands.${band}`) })),
    { value: 'atMost:low', label: t('pupils.bandAtMost', { band: t('bands.low') }) },
  ];
  const placeCell = (pupil: TPupil, unit: Unit) => {
    const place = pupil.places[unit.id];
    if (!place || place.t === null)
      return (
        <Table.Td key={unit.id} ta="end" c="dimmed">
          –
        </Table.Td>
      );
    return (
      <Table.Td key={unit.id} ta="end" fw={unit.kind === 'group' ? 700 : undefined}>
        {place.t}
        {place.band && (
          <Text span display="block" fz="xs" c="dimmed" fw={400}>
            {t(`bands.${place.band}`)}
          </Text>
        )}
      </Table.Td>
    );
  };

  return (
    <ResultsSection headingId={headingId} title={t('pupils.title')}>
      <Group gap="sm" align="end" role="group" aria-label={t('pupils.filters')} data-no-print>
        <NativeSelect
          label={t('pupils.area')}
          value={filter.unit}
          onChange={(event) => setFilter({ ...filter, unit: event.currentTarget.value })}
          data={[
            { value: '', label: t('pupils.any') },
            ...units.map((unit) => ({ value: unit.id, label: unit.name })),
          ]}
        />
        <NativeSelect
          label={t('pupils.band')}
          value={filter.band}
          disabled={!filter.unit}
          onChange={(event) => setFilter({ ...filter, band: event.currentTarget.value as BandFilter })}
          data={bandOptions}
        />
        <NativeSelect
          label={t('pupils.state')}
          value={filter.state}
          onChange={(event) =>
            setFilter({ ...filter, state: event.currentTarget.value as PupilFilter['state'] })
          }
          data={[
            { value: '', label: t('pupils.any') },
            ...pupilStates.map((state) => ({ value: state, label: t(`states.${state}`) })),
          ]}
        />
      </Group>
      <Text size="sm" role="status">
        {t('pupils.shown', { shown: pupils.length, total: results.pupils.length })}
      </Text>
      {pupils.length === 0 ? (
        <Text c="dimmed">{t('pupils.empty')}</Text>
      ) : (
        <TableScroll label={t('pupils.tableLabel')}>
          <Table striped withTableBorder withColumnBorders fz="sm" style={NO_WRAP}>
            <Table.Thead>
              <Table.Tr>
                {manyClasses && <Table.Th scope="col">{t('pupils.class')}</Table.Th>}
                {header('num', t('pupils.num'))}
                {header('name', t('pupils.name'))}
                <Table.Th scope="col">{t('pupils.state')}</Table.Th>
                {units.map((unit) => header(unit.id, unit.name, true))}
                <Table.Th scope="col">{t('pupils.top')}</Table.Th>
                <Table.Th scope="col">{t('pupils.lowest')}</Table.Th>
                <Table.Th scope="col">{t('pupils.flags')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pupils.map((pupil) => (
                <Table.Tr key={`${pupil.projectSk}:${pupil.num}`}>
                  {manyClasses && <Table.Td>{classLabel.get(pupil.projectSk)}</Table.Td>}
                  <Table.Td ta="end">{pupil.num}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {pupil.name || t('pupils.unnamed')}
                  </Table.Th>
                  <Table.Td>{t(`states.${pupil.state}`)}</Table.Td>
                  {units.map((unit) => placeCell(pupil, unit))}
                  <Table.Td>{pupil.top.map((id) => areaName(id, i18n.language)).join(', ')}</Table.Td>
                  <Table.Td>{pupil.lowest ? areaName(pupil.lowest, i18n.language) : ''}</Table.Td>
                  <Table.Td>{pupil.flags.map((flag) => t(`flags.${flag}`)).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </ResultsSection>
  );
}
