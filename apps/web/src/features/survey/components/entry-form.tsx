import { Paper } from '@mantine/core';
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
import { toEntryInput, type EntryValues } from './entry-values';

/** Server messages show for 5 s (spec-2 §8). */
const SERVER_MESSAGE_MS = 5000;

/**
 * The entry (spec-2 §2 screen 9, §5, §8): the code, then who the examinee is. A used code (110)
 * warns and lets the examinee continue, which resumes their attempt.
 */
export function EntryForm({ SK, info }: { SK: string; info: TSurveyInfo }) {
  const { t } = useTranslation('survey');
  const alert = useAlert();
  const check = useCheckCode();
  const enter = useEnterSurvey(SK);
  const [checked, setChecked] = useState<{ authCode: string; answer: TSurveyCodeAnswer } | null>(null);
  const [codeError, setCodeError] = useState<string>();

  const refused = (error: unknown) => toast.error(errorMessage(error, t), SERVER_MESSAGE_MS);

  const onCheck = async (authCode: string) => {
    setCodeError(undefined);
    try {
      setChecked({ authCode, answer: (await check.mutateAsync({ SK, authCode })).Item });
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE_USED) {
        const goOn = await alert({ title: t('entry.usedTitle'), message: t('entry.usedAsk'), confirm: true });
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
      await enter.mutateAsync(toEntryInput(values, { SK, ...checked! }));
    } catch (error) {
      refused(error);
      throw error;
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      {checked ? (
        <DetailsStep
          key={checked.authCode}
          SK={SK}
          authCode={checked.authCode}
          answer={checked.answer}
          dobExample={defaultBirthDate(info.type, seoulToday())}
          pending={enter.isPending}
          onEnter={onEnter}
          onMissing={() => toast.error(t('entry.missing'))}
          onOtherCode={() => setChecked(null)}
        />
      ) : (
        <CodeStep onCheck={(code) => void onCheck(code)} pending={check.isPending} error={codeError} />
      )}
    </Paper>
  );
}
