import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TAttempt } from '@putt/contract/attempts';
import { ErrorCode } from '@putt/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, queryKeyOf } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { toast } from '../../../ui/toast';
import { twoDigits } from '../components/entry-values';
import { forgetTest } from '../offline/snapshots';
import { useOfflineCopy } from '../offline/use-offline-copy';
import { InstructionsScreen } from './instructions-screen';
import { ItemsScreen } from './items-screen';
import { ReviewScreen } from './review-screen';
import { DESKTOP_PAGE, PHONE_PAGE, resumeIndex, unansweredIndexes } from './runner-position';
import { SyncBanner } from './sync-banner';
import { TimeLimit } from './time-limit';
import { useAnswerSync } from './use-answer-sync';

type Screen = 'instructions' | 'items' | 'review' | 'complete';

/**
 * The test (spec-1 §1): instructions, items, review, submit, complete. Every answer goes to the
 * server at once and waits on this device until it arrived (use-answer-sync); a reload or another
 * device resumes at the first unanswered item.
 */
export function Runner({ SK, attempt }: { SK: string; attempt: TAttempt }) {
  const { t, i18n } = useTranslation('survey');
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const alert = useAlert();
  const queryClient = useQueryClient();
  const wide = useMediaQuery('(min-width: 48em)', false);
  const { values, state, give, drain } = useAnswerSync(SK, attempt);
  const itemIds = useMemo(() => attempt.items.map((item) => item.id), [attempt]);
  const items = useMemo(
    () => attempt.items.map((item) => ({ id: item.id, text: item.text[lang] })),
    [attempt, lang],
  );
  const [screen, setScreen] = useState<Screen>(attempt.state === 'submitted' ? 'complete' : 'instructions');
  const [index, setIndex] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [limit, setLimit] = useState(attempt.time.limit_minutes);
  const [extending, setExtending] = useState(false);
  useOfflineCopy(SK, attempt, values, limit);
  // set when an item shows (moveTo), for the time each answer took
  const shownAt = useRef(0);
  const refusal = state.status === 'refused' ? state.error : undefined;
  const refusedBecause = (key: string) => Object.values(refusal?.fields ?? {}).includes(`survey:v.${key}`);

  if (screen === 'complete' || refusedBecause('submitted')) {
    return (
      <Paper withBorder p="lg" radius="md" role="status">
        <Title order={2} size="h3">
          {t('runner.completeTitle')}
        </Title>
        <Text mt="sm">{t('runner.complete')}</Text>
      </Paper>
    );
  }
  if (!attempt.open || refusedBecause('state_closed')) {
    return <Alert color="gray">{t('runner.closed')}</Alert>;
  }
  if (refusal?.code === ErrorCode.AUTH_ERROR) {
    return (
      <Alert color="yellow" role="alert">
        <Text>{t('runner.signedOut')}</Text>
        <Button
          mt="sm"
          onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeyOf('getAttempt', { SK }) })}
        >
          {t('entry.codeTitle')}
        </Button>
      </Alert>
    );
  }

  const answer = (item: string, value: number) => {
    const now = Date.now();
    give(item, value, now - shownAt.current);
    shownAt.current = now;
  };
  const moveTo = (next: number) => {
    shownAt.current = Date.now();
    setIndex(next);
  };
  const begin = () => {
    moveTo(resumeIndex(itemIds, new Set(values.keys())));
    setScreen('items');
  };

  const extend = async () => {
    setExtending(true);
    try {
      const { limit_minutes } = await api.call('extendTimeLimit', { SK });
      setLimit(limit_minutes);
      toast.success(t('time.extended', { minutes: limit_minutes - (limit ?? 0) }));
      void drain();
    } catch (error) {
      toast.error(errorMessage(error, t), 5000);
    } finally {
      setExtending(false);
    }
  };

  const submit = async () => {
    if (!(await alert({ message: t('runner.submitAsk'), confirm: true }))) return;
    setSubmitting(true);
    try {
      if (!(await drain())) {
        toast.error(t('runner.submitWaiting', { count: state.pending }), 5000);
        return;
      }
      await api.call('submitAttempt', { SK });
      void forgetTest(SK);
      setScreen('complete');
    } catch (error) {
      toast.error(errorMessage(error, t, 'survey:runner.submitFailed'), 5000);
    } finally {
      setSubmitting(false);
    }
  };

  const labels = attempt.bank.response.labels[lang];
  return (
    <Stack gap={0}>
      <Group justify="space-between" mb="xs">
        <Text fw={700}>
          {attempt.examinee.name} · {twoDigits(attempt.examinee.num)}
        </Text>
      </Group>
      {limit !== null && (
        <TimeLimit time={attempt.time} limit={limit} extending={extending} onExtend={() => void extend()} />
      )}
      <SyncBanner state={state} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {screen === 'instructions' && (
          <InstructionsScreen
            instructions={attempt.bank.instructions[lang]}
            labels={labels}
            demo={attempt.bank.demo}
            resumed={values.size > 0}
            onBegin={begin}
          />
        )}
        {screen === 'items' && (
          <ItemsScreen
            items={items}
            labels={labels}
            values={values}
            index={index}
            pageSize={wide ? DESKTOP_PAGE : PHONE_PAGE}
            onIndex={moveTo}
            onAnswer={answer}
            onReview={() => setScreen('review')}
          />
        )}
        {screen === 'review' && (
          <ReviewScreen
            unanswered={unansweredIndexes(itemIds, new Set(values.keys()))}
            submitting={submitting}
            onItem={(at) => {
              moveTo(at);
              setScreen('items');
            }}
            onBack={() => setScreen('items')}
            onSubmit={() => void submit()}
          />
        )}
      </Paper>
    </Stack>
  );
}
