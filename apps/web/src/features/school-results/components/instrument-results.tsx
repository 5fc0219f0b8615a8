import { langOf } from '@putt/contract/lang';
import { Stack, Text, Title } from '@mantine/core';
import { familyOf } from '@putt/contract/instruments';
import { testFamilyNames } from '@putt/contract/instrument-names';
import type { TInstrumentResults } from '@putt/contract/school-results';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { unitsOf } from '../units';
import { BandDistribution } from './band-distribution';
import { ClassCounts } from './class-counts';
import { ClassMeans } from './class-means';
import { NotTaken } from './not-taken';
import { PupilResults } from './pupil-results';

/** One instrument's results in the scope: counts, class means, bands against the norm, pupils. */
export function InstrumentResults({ results }: { results: TInstrumentResults }) {
  const { t, i18n } = useTranslation('school-results');
  const id = useId();
  const units = useMemo(() => unitsOf(results, i18n.language), [results, i18n.language]);
  const family = testFamilyNames[familyOf(results.instrument)][langOf(i18n.language)];
  return (
    <Stack gap="lg" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap={2}>
        <Title order={2} fz="lg" id={`${id}-title`}>
          {family}
        </Title>
        <Text size="sm" c="dimmed">
          {results.norms.length > 0 ? t('norms', { list: results.norms.join(', ') }) : t('noNorm')}
        </Text>
      </Stack>
      <ClassCounts results={results} family={family} headingId={`${id}-counts`} />
      <ClassMeans results={results} family={family} units={units} headingId={`${id}-means`} />
      <BandDistribution results={results} family={family} units={units} headingId={`${id}-bands`} />
      <PupilResults results={results} family={family} units={units} headingId={`${id}-pupils`} />
      <NotTaken results={results} family={family} headingId={`${id}-missing`} />
    </Stack>
  );
}
