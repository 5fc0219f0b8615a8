import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { NativeSelect, Skeleton, Table, Text, Title } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../ui/list/table-scroll';
import { normShares } from '../norm-shares';
import { NO_WRAP, numberFormats } from '../units';
import { MeanText } from './class-means';
import { type PartProps, ResultsSection } from './results-section';

const BandChart = lazy(() => import('./band-chart'));

/**
 * The distribution of one chosen area against the norm (a chart and its table), then every area's
 * pupils per band with its mean, as one table.
 */
export function BandDistribution({ results, units, headingId, family }: PartProps) {
  const { t, i18n } = useTranslation('school-results');
  const { share } = numberFormats(i18n.language);
  const [chosen, setChosen] = useState(units[0]?.id ?? '');
  const { ref: chartPlace, inViewport } = useInViewport<HTMLDivElement>();
  // once in view, the chart stays drawn
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  const unit = units.find((each) => each.id === chosen) ?? units[0];
  const summary = results.summary.find((each) => each.id === unit?.id);
  const expected = normShares(results.bands);
  const rows = results.bands.map((band) => {
    const count = summary?.bands[band.id] ?? 0;
    const scored = summary?.scored ?? 0;
    return {
      id: band.id,
      label: t(`bands.${band.id}`),
      count,
      group: scored > 0 ? count / scored : 0,
      norm: expected[band.id] ?? 0,
    };
  });
  const percent = (value: number) => Math.round(value * 1000) / 10;
  return (
    <ResultsSection headingId={headingId} family={family} title={t('distribution.title')}>
      <Text size="sm">{t('distribution.intro')}</Text>
      <NativeSelect
        label={t('distribution.area')}
        value={unit?.id}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={units.map((each) => ({ value: each.id, label: each.name }))}
        maw={320}
        data-no-print
      />
      {unit && summary && summary.scored > 0 ? (
        <figure style={{ margin: 0 }}>
          {/* the chart's library loads once its place comes into view, after the pupils' table */}
          <div ref={chartPlace}>
            {seen ? (
              <Suspense fallback={<Skeleton h={220} />}>
                <BandChart
                  rows={rows.map((row) => ({
                    band: row.label,
                    group: percent(row.group),
                    norm: percent(row.norm),
                  }))}
                  groupLabel={t('distribution.series')}
                  normLabel={t('distribution.normSeries')}
                />
              </Suspense>
            ) : (
              <Skeleton h={220} animate={false} />
            )}
          </div>
          <figcaption>
            <Text size="sm" fw={600} mt="xs">
              {t('distribution.chartCaption', { area: unit.name })} ·{' '}
              {t('distribution.scored', { count: summary.scored })}
            </Text>
          </figcaption>
          <TableScroll label={`${family}: ${t('distribution.chartCaption', { area: unit.name })}`}>
            <Table withTableBorder style={NO_WRAP}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('distribution.band')}</Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('distribution.count')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('distribution.share')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('distribution.normShare')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Th scope="row" fw={500}>
                      {row.label}
                    </Table.Th>
                    <Table.Td ta="end">{row.count}</Table.Td>
                    <Table.Td ta="end">{share(row.group)}</Table.Td>
                    <Table.Td ta="end">{share(row.norm)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </figure>
      ) : (
        <Text size="sm" c="dimmed">
          {t('distribution.none')}
        </Text>
      )}
      <Title order={4} fz="sm" mt="sm">
        {t('distribution.tableTitle')}
      </Title>
      <TableScroll label={`${family}: ${t('distribution.tableTitle')}`}>
        <Table striped withTableBorder style={NO_WRAP}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('means.area')}</Table.Th>
              {results.bands.map((band) => (
                <Table.Th scope="col" key={band.id} ta="end">
                  {t(`bands.${band.id}`)}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="end">
                {t('distribution.mean')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {units.map((each) => {
              const line = results.summary.find((row) => row.id === each.id);
              return (
                <Table.Tr key={each.id} fw={each.kind === 'group' ? 700 : undefined}>
                  <Table.Th scope="row" fw="inherit" pl={each.kind === 'area' ? 'lg' : undefined}>
                    {each.name}
                  </Table.Th>
                  {results.bands.map((band) => (
                    <Table.Td key={band.id} ta="end">
                      {line?.bands[band.id] ?? 0}
                    </Table.Td>
                  ))}
                  <Table.Td ta="end">
                    <MeanText unit={line} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </ResultsSection>
  );
}
