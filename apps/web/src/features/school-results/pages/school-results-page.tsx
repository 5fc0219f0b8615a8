import '../school-results-print.css';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { MIN_PUPILS_FOR_MEAN, resultsWorkbookPath } from '@putt/contract/school-results';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useSchoolResults } from '../api/school-results';
import { InstrumentResults } from '../components/instrument-results';
import { scopeOfSearch } from '../scope-of-search';

// another organisation's class or order answers as a missing one
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.INVALID_DATA);

/**
 * /Mypage/Order/Org/Results (issue 46, decision 045): the released results of a class (?class=),
 * an order (?order=) or the whole organisation, for its own users; each instrument's counts, class
 * means, bands against the norm and pupils, with the Excel workbook and a print view.
 */
export default function SchoolResultsPage() {
  const { t, i18n } = useTranslation('school-results');
  const [search] = useSearchParams();
  const input = scopeOfSearch(search);
  const query = useSchoolResults(input);
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return isMissing(query.error) ? (
      <Stack align="center">
        <ErrorState message={t('notFound')} />
        <WholeSchoolLink />
      </Stack>
    ) : (
      <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />
    );
  const { orgName, instruments } = query.data.Item;
  const classes = instruments.flatMap((results) => results.classes);
  const scopeLine =
    input.scope === 'organisation'
      ? t('scope.organisation', { org: orgName })
      : input.scope === 'order'
        ? t('scope.order', { org: orgName, count: classes.length })
        : t('scope.project', { org: orgName, label: classes[0]?.label ?? '' });
  return (
    <Stack gap="xl" data-results-print>
      {/* while the page is open, it prints across the sheet: a class's table is wide */}
      <style>{'@page { size: A4 landscape; margin: 10mm; }'}</style>
      <Stack gap="xs">
        <Text fw={700}>{scopeLine}</Text>
        {input.scope !== 'organisation' && <WholeSchoolLink />}
        <Text size="sm">{t('meanRule', { min: MIN_PUPILS_FOR_MEAN })}</Text>
        <Text size="sm">{t('privacy')}</Text>
        {instruments.length > 0 && (
          <Group gap="sm" data-no-print>
            <Button component="a" href={resultsWorkbookPath(input, i18n.language)} download>
              {t('excel')}
            </Button>
            <Button variant="default" onClick={() => window.print()}>
              {t('print')}
            </Button>
          </Group>
        )}
      </Stack>
      {instruments.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        instruments.map((results) => <InstrumentResults key={results.instrument} results={results} />)
      )}
    </Stack>
  );
}

function WholeSchoolLink() {
  const { t } = useTranslation('school-results');
  return (
    <Anchor component={Link} to={pathOf('orgResults')} data-no-print>
      {t('wholeSchool')}
    </Anchor>
  );
}
