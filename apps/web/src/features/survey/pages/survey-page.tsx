import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/states';
import { useAttempt, useSurveyInfo } from '../api/survey-api';
import { EntryForm } from '../components/entry-form';
import { useSlipCode } from '../components/use-slip-code';
import { TestFacts } from '../components/test-facts';
import { Runner } from '../runner/runner';
import { LoadFailure } from './load-failure';

/**
 * /Survey/{SK} (spec-2 §2 screen 9, no login): the test behind the link; before and after it runs,
 * why it takes nobody; while it runs, this browser's attempt, or the entry form.
 */
export default function SurveyPage() {
  const { t } = useTranslation('survey');
  const SK = useParams().SK ?? '';
  const info = useSurveyInfo(SK);
  // read and taken out of the address before anything loads (issue 40)
  const slipCode = useSlipCode();
  const open = info.data?.Item.state === 'open';
  const attempt = useAttempt(SK, open);

  if (info.isPending) return <LoadingState />;
  if (info.isError) return <LoadFailure error={info.error} onRetry={() => void info.refetch()} />;
  const facts = info.data.Item;
  const individual = facts.org_name === '';
  // the runner shows the facts itself: on a phone's item screens only the test's name
  if (open && attempt.data) return <Runner SK={SK} attempt={attempt.data} info={facts} />;
  return (
    <>
      <TestFacts info={facts} />
      {facts.state === 'before' && (
        <Alert color="blue" role="status">
          {t('state.before', { date: formatYmd(facts.start_target_date) })}
        </Alert>
      )}
      {facts.state === 'closed' && (
        <Alert color="gray" role="status">
          {t('state.closed', { context: individual ? 'individual' : undefined })}
        </Alert>
      )}
      {open && attempt.isPending && <LoadingState />}
      {open && attempt.isError && (
        <LoadFailure error={attempt.error} onRetry={() => void attempt.refetch()} />
      )}
      {open && attempt.data === null && <EntryForm SK={SK} info={facts} slipCode={slipCode} />}
    </>
  );
}
