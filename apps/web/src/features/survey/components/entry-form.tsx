import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Paper } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import { seoulToday } from '@putt/contract/dates';
import { defaultBirthDate, type TSurveyInfo } from '@putt/contract/survey';
import { CODE_USED, type TSurveyCodeAnswer } from '@putt/contract/survey-entry';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { toast } from '../../../ui/toast';
import { useCheckCode, useEnterSurvey } from '../api/survey-api';
import { CodeStep } from './code-step';
import { DetailsStep } from './details-step';
import { leaveFor } from './leave-for';
import { toEntryInput, type EntryValues } from './entry-values';

/** Server messages show for 5 s (spec-2 §8). */
const SERVER_MESSAGE_MS = 5000;

/**
 * The entry (spec-2 §2 screen 9, §5, §8): the code, then who the examinee is. A used code (110)
 * warns and lets the examinee continue, which resumes their attempt. A test run on an outside
 * form sends the examinee there once entered. A slip's QR code brings its code (`slipCode`),
 * filled in for the examinee to check.
 */
export function EntryForm({
  SK,
  info,
  slipCode = null,
}: {
  SK: string;
  info: TSurveyInfo;
  slipCode?: string | null;
}) {
  const { t } = useTranslation('survey');
  const alert = useAlert();
  const check = useCheckCode();
  const enter = useEnterSurvey(SK);
  const [checked, setChecked] = useState<{ authCode: string; answer: TSurveyCodeAnswer } | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const [returned, setReturned] = useState(false);
  /** the outside form this examinee is being sent to (decision 020) */
  const [leaving, setLeaving] = useState<string | null>(null);

  const refused = (error: unknown) => toast.error(errorMessage(error, t), SERVER_MESSAGE_MS);

  const onCheck = async (authCode: string) => {
    setCodeError(undefined);
    try {
      setChecked({ authCode, answer: (await check.mutateAsync({ SK, authCode })).Item });
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE_USED) {
        const goOn = await alert({
          title: t('entry.usedTitle'),
          message: t('entry.usedAsk'),
          confirm: { yes: t('runner.continue'), no: t('entry.usedOther') },
        });
        if (goOn) {
          try {
            setChecked({ authCode, answer: (await check.mutateAsync({ SK, authCode, resume: true })).Item });
          } catch (again) {
            refused(again);
          }
        }
        return;
      }
      if (error instanceof ApiError && error.fields?.authCode) setCodeError(errorMessage(error, t));
      refused(error);
    }
  };

  const onEnter = async (values: EntryValues) => {
    try {
      const { external_url } = await enter.mutateAsync(toEntryInput(values, { SK, ...checked! }));
      if (external_url) {
        setLeaving(external_url);
        leaveFor(external_url);
      }
    } catch (error) {
      refused(error);
      throw error;
    }
  };

  if (leaving) {
    return (
      <Alert color="blue" role="status" title={t('entry.leaving')}>
        <Anchor href={leaving} rel="noreferrer">
          {t('entry.leavingLink')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      {checked ? (
        <DetailsStep
          key={checked.authCode}
          SK={SK}
          authCode={checked.authCode}
          answer={checked.answer}
          dobExample={defaultBirthDate(info.type, seoulToday())}
          reportMail={info.report_mail}
          pending={enter.isPending}
          onEnter={onEnter}
          onMissing={() => toast.error(t('entry.missing'))}
          onOtherCode={() => {
            setReturned(true);
            setChecked(null);
          }}
        />
      ) : (
        <CodeStep
          initialCode={slipCode}
          onCheck={(code) => void onCheck(code)}
          pending={check.isPending}
          error={codeError}
          returned={returned}
        />
      )}
    </Paper>
  );
}
