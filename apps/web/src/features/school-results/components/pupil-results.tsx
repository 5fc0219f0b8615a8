import '@mantine/core/styles/Input.css';
import { Group, NativeSelect, Text } from '@mantine/core';
import { formatChange, formatDate } from '@putt/contract/format';
import type { InstrumentKey } from '@putt/contract/instruments';
import { bandIds } from '@putt/contract/norms';
import { pupilStates, type TPupil } from '@putt/contract/school-results';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../ui/list/table-scroll';
import { areaName } from '../../../ui/unit-names';
import { type BandFilter, orderPupils, type PupilFilter, type Sort, type SortKey } from '../pupil-order';
import { tOf, type Unit } from '../units';
import classes from './pupil-table.module.css';
import { type PartProps, ResultsSection } from './results-section';

/**
 * Every pupil of the scope: state, each group's and area's T with its band, the two highest areas
 * and the lowest, the answer checks; sorted by any column's header, filtered by an area's band and
 * by state.
 */
export function PupilResults({ results, units, headingId, family }: PartProps) {
  const { t } = useTranslation('school-results');
  const [filter, setFilter] = useState<PupilFilter>({ unit: '', band: '', state: '' });
  const [sort, setSort] = useState<Sort>({ key: 'num', direction: 'ascending' });
  const pupils = useMemo(() => orderPupils(results, filter, sort), [results, filter, sort]);
  const manyClasses = results.classes.length > 1;
  const withEarlier = results.pupils.filter((pupil) => pupil.earlier !== null).length;
  const classLabel = new Map(results.classes.map((group) => [group.projectSk, group.label]));

  const sortBy = (key: SortKey) =>
    setSort((now) =>
      now.key === key
        ? { key, direction: now.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'num' || key === 'name' ? 'ascending' : 'descending' },
    );
  const header = (key: SortKey, label: string, end = false) => (
    <th
      scope="col"
      key={key}
      aria-sort={sort.key === key ? sort.direction : undefined}
      className={end ? classes.end : undefined}
    >
      <button type="button" className={classes.sort} onClick={() => sortBy(key)}>
        {label}
        <span aria-hidden="true">
          {sort.key === key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
        </span>
      </button>
    </th>
  );
  const bandOptions: { value: BandFilter; label: string }[] = [
    { value: '', label: t('pupils.any') },
    { value: 'atLeast:high', label: t('pupils.bandAtLeast', { band: t('bands.high') }) },
    ...bandIds.map((band) => ({ value: band, label: t(`bands.${band}`) })),
    { value: 'atMost:low', label: t('pupils.bandAtMost', { band: t('bands.low') }) },
  ];

  return (
    <ResultsSection headingId={headingId} family={family} title={t('pupils.title')}>
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
      {withEarlier > 0 && <Text size="sm">{t('pupils.earlierNote', { count: withEarlier })}</Text>}
      <Text size="sm" role="status">
        {t('pupils.shown', { shown: pupils.length, total: results.pupils.length })}
      </Text>
      {pupils.length === 0 ? (
        <Text c="dimmed">{t('pupils.empty')}</Text>
      ) : (
        <TableScroll label={`${family}: ${t('pupils.tableLabel')}`}>
          <table className={classes.table}>
            <thead>
              <tr>
                {manyClasses && <th scope="col">{t('pupils.class')}</th>}
                {header('num', t('pupils.num'))}
                {header('name', t('pupils.name'))}
                <th scope="col">{t('pupils.state')}</th>
                {withEarlier > 0 && <th scope="col">{t('pupils.earlier')}</th>}
                {units.map((unit) => header(unit.id, unit.name, true))}
                <th scope="col">{t('pupils.top')}</th>
                <th scope="col">{t('pupils.lowest')}</th>
                <th scope="col">{t('pupils.flags')}</th>
              </tr>
            </thead>
            <tbody>
              {pupils.map((pupil) => (
                <PupilRow
                  key={`${pupil.projectSk}:${pupil.num}`}
                  pupil={pupil}
                  units={units}
                  instrument={results.instrument}
                  showEarlier={withEarlier > 0}
                  classLabel={manyClasses ? (classLabel.get(pupil.projectSk) ?? '') : null}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </ResultsSection>
  );
}

/**
 * One pupil's row: state, the earlier test if any, each group's and area's T with its band (and the
 * earlier T with the change; a held or retest result shows its state only), the highest areas and the
 * lowest, the answer checks. Memoised: a sort moves the rows, it does not draw them again.
 */
const PupilRow = memo(function PupilRow({
  pupil,
  units,
  instrument,
  showEarlier,
  classLabel,
}: {
  pupil: TPupil;
  units: Unit[];
  instrument: InstrumentKey;
  showEarlier: boolean;
  classLabel: string | null;
}) {
  const { t, i18n } = useTranslation('school-results');
  const { earlier } = pupil;
  return (
    <tr>
      {classLabel !== null && <td>{classLabel}</td>}
      <td className={classes.end}>{pupil.num}</td>
      <th scope="row">{pupil.name || t('pupils.unnamed')}</th>
      <td>{t(`states.${pupil.state}`)}</td>
      {showEarlier && (
        <td className={earlier ? undefined : classes.none}>
          {earlier ? formatDate(earlier.takenAt) : t('pupils.earlierNone')}
          {earlier && (
            <span className={classes.band}>
              {earlier.norm ? t('pupils.earlierNorm', { norm: earlier.norm }) : t('noNorm')}
            </span>
          )}
          {earlier && earlier.instrument !== instrument && (
            <span className={classes.band}>{t(`instruments.${earlier.instrument}`)}</span>
          )}
        </td>
      )}
      {units.map((unit) => {
        const place = pupil.places[unit.id];
        const kind = unit.kind === 'group' ? `${classes.end} ${classes.group}` : classes.end;
        if (!place || place.t === null)
          return (
            <td key={unit.id} className={`${kind} ${classes.none}`}>
              –
            </td>
          );
        const before = earlier ? tOf(earlier.places, unit.id) : null;
        return (
          <td key={unit.id} className={kind}>
            {place.t}
            {place.band && <span className={classes.band}>{t(`bands.${place.band}`)}</span>}
            {before !== null && (
              <span className={classes.band}>
                {t('pupils.before', { t: before, change: formatChange(place.t - before) })}
              </span>
            )}
          </td>
        );
      })}
      <td>{pupil.top.map((id) => areaName(id, i18n.language)).join(', ')}</td>
      <td>{pupil.lowest ? areaName(pupil.lowest, i18n.language) : ''}</td>
      <td>{pupil.flags.map((flag) => t(`flags.${flag}`)).join(', ')}</td>
    </tr>
  );
});
