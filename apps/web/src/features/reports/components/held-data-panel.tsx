import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@putt/contract/format';
import { formatYmd } from '@putt/contract/dates';
import type { THeldData } from '@putt/contract/privacy';
import type { TReportDownload } from '@putt/contract/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FactBox } from '../../../ui/form/fact-box';
import { LoadingState } from '../../../ui/states';
import { refusalText } from './refusal-text';
import { AskErasureForm } from './ask-erasure-form';

const HEADING_ID = 'held-data-title';
/** The refusal's message, which the name and birth date fields point at when it is about them. */
export const HELD_FAILURE_ID = 'held-data-failure';

/**
 * What is held about the pupil of a report key (issue 44), once its holder gave the name and birth
 * date: the details, until when they are kept, and the request to erase them early. Focus moves to
 * its heading when it appears, as a new part of the page. The page holds the query (useHeldData):
 * a refused pair marks its fields.
 */
export function HeldDataPanel({
  details,
  query,
}: {
  details: TReportDownload;
  query: UseQueryResult<THeldData>;
}) {
  const { t } = useTranslation(['reports', 'privacy']);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <Alert id={HELD_FAILURE_ID} color="red" role="alert" p="sm">
        {refusalText(query.error, t, 'reports:held.failed')}
      </Alert>
    );
  }
  return <HeldData held={query.data} details={details} />;
}

function HeldData({ held, details }: { held: THeldData; details: TReportDownload }) {
  const { t } = useTranslation(['reports', 'privacy']);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const none = t('held.none');
  const classOf = [
    held.className,
    held.grade !== null ? t('held.grade', { grade: held.grade }) : '',
    held.classNum !== null ? t('held.classNum', { classNum: held.classNum }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const rows: [string, string][] = [
    [t('held.name'), held.name],
    [t('held.dob'), formatYmd(held.dob)],
    [t('held.organisation'), held.organisation || t('held.family')],
    [t('held.class'), classOf],
    [t('held.school'), held.schoolInfo || none],
    [t('held.email'), held.email || none],
    [t('held.submitted'), held.submittedAt ? formatDate(held.submittedAt) : none],
    [
      t('held.kept'),
      held.keptUntil
        ? t('held.keptUntil', { date: formatYmd(held.keptUntil), years: held.identityYears })
        : t('held.keptOpen', { years: held.identityYears }),
    ],
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h4" id={HEADING_ID} ref={heading} tabIndex={-1}>
        {t('held.title')}
      </Title>
      <FactBox rows={rows} />
      <Text size="sm">{t('held.deidentified')}</Text>
      {held.erasure === 'waiting' || held.erasure === 'confirmed' ? (
        <Alert color="blue" role="status" p="sm">
          {t(`held.erasure.${held.erasure}`)}
        </Alert>
      ) : (
        <>
          {held.erasure === 'declined' && <Text size="sm">{t('held.erasure.declined')}</Text>}
          <AskErasureForm details={details} />
        </>
      )}
    </Stack>
  );
}
