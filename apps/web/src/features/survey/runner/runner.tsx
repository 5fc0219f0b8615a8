import { langOf } from '@putt/contract/lang';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TIME_EXTENSION_MINUTES, type TAttempt, type TAttemptTime } from '@putt/contract/attempts';
import { ErrorCode } from '@putt/contract/errors';
import type { TSurveyInfo } from '@putt/contract/survey';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, queryKeyOf } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { toast } from '../../../ui/toast';
import { twoDigits } from '../components/entry-values';
import { TestFacts } from '../components/test-facts';
import { forgetTest } from '../offline/snapshots';
import { useOfflineCopy } from '../offline/use-offline-copy';
import { InstructionsScreen } from './instructions-screen';
import { ItemsScreen } from './items-screen';
import { ReviewScreen } from './review-screen';
import { DESKTOP_PAGE, PHONE_PAGE, resumeIndex, unansweredIndexes } from './runner-position';
import { SyncBanner } from './sync-banner';
import { RunnerEnd } from './runner-end';
import { isRunning, minutesLeft, TimeLimit } from './time-limit';
import { useAnswerSync } from './use-answer-sync';

type Screen = 'instructions' | 'items' | 'review' | 'complete';

/**
 * The test (spec-1 §1): instructions, items, review, submit, complete. Every answer goes to the
 * server at once and waits on this device until it arrived (use-answer-sync); a reload or another
 * device resumes at the first unanswered item. The time limit runs from the first item shown
 * (startItems, decision 026).
 */
export function Runner({ SK, attempt, info }: { SK: string; attempt: TAttempt; info: TSurveyInfo }) {
  const { t, i18n } = useTranslation('survey');
  const lang = langOf(i18n.language);
  const alert = useAlert();
  const queryClient = useQueryClient();
  const wide = useMediaQuery('(min-width: 48em)', false);
  // a touch screen has no number keys to hint at
  const touch = useMediaQuery('(pointer: coarse)', false);
  const { values, state, give, drain } = useAnswerSync(SK, attempt);
  const itemIds = useMemo(() => attempt.items.map((item) => item.id), [attempt]);
  const items = useMemo(
    () => attempt.items.map((item) => ({ id: item.id, text: item.text[lang] })),
    [attempt, lang],
  );
  const [screen, setScreen] = useState<Screen>(attempt.state === 'submitted' ? 'complete' : 'instructions');
  const [index, setIndex] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [time, setTime] = useState<TAttemptTime>(attempt.time);
  const [extending, setExtending] = useState(false);
  useOfflineCopy(SK, attempt, values, time);
  // set when an item shows (moveTo), for the time each answer took
  const shownAt = useRef(0);
  const refusal = state.status === 'refused' ? state.error : undefined;
  const refusedBecause = (key: string) => Object.values(refusal?.fields ?? {}).includes(`survey:v.${key}`);
  const individual = info.org_name === '';
  const phoneItems = screen === 'items' && !wide;
  const facts = <TestFacts info={info} compact={phoneItems} />;

  if (screen === 'complete' || refusedBecause('submitted')) {
    return (
      <>
        {facts}
        <RunnerEnd kind="complete" individual={individual} />
      </>
    );
  }
  if (!attempt.open || refusedBecause('state_closed')) {
    return (
      <>
        {facts}
        <RunnerEnd kind="closed" individual={individual} />
      </>
    );
  }
  if (refusal?.code === ErrorCode.AUTH_ERROR) {
    return (
      <>
        {facts}
        <RunnerEnd
          kind="signedOut"
          individual={individual}
          onAgain={() => void queryClient.invalidateQueries({ queryKey: queryKeyOf('getAttempt', { SK }) })}
        />
      </>
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
    // the clock starts now, on the server (the first call only; a reload answers the same start).
    // Without a connection the first answer saved starts it there, and this asks again once the
    // connection is back, to show the time left.
    const startClock = () =>
      api
        .call('startItems', { SK })
        .then(setTime, () => window.addEventListener('online', startClock, { once: true }));
    if (time.started_at === null) void startClock();
  };

  const extend = async () => {
    setExtending(true);
    try {
      const extended = await api.call('extendTimeLimit', { SK });
      setTime(extended);
      // what it gave and what is left now, from the server's own clock
      const left = isRunning(extended) ? minutesLeft(extended, extended.now, 0) : extended.limit_minutes;
      toast.success(t('time.extended', { minutes: TIME_EXTENSION_MINUTES, left }));
      void drain();
    } catch (error) {
      toast.error(errorMessage(error, t), 5000);
    } finally {
      setExtending(false);
    }
  };

  const submit = async () => {
    const sure = await alert({
      title: t('runner.submitTitle'),
      message: t('runner.submitAsk'),
      confirm: { yes: t('runner.submit'), no: t('runner.submitKeep'), irreversible: true },
    });
    if (!sure) return;
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
  const refusedItems = new Set(refusal ? state.refusedItems : []);
  return (
    <Stack gap={0}>
      {facts}
      <Group justify="space-between" mb="xs">
        <Text fw={700}>
          {attempt.examinee.name} · {twoDigits(attempt.examinee.num)}
        </Text>
      </Group>
      {isRunning(time) && (
        <TimeLimit
          time={time}
          extending={extending}
          refusedTimeUp={refusedBecause('timeUp')}
          unsaved={refusedItems.size}
          onExtend={() => void extend()}
        />
      )}
      <SyncBanner state={state} timeUpShown={isRunning(time)} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {screen === 'instructions' && (
          <InstructionsScreen
            instructions={attempt.bank.instructions[lang]}
            labels={labels}
            demo={attempt.bank.demo}
            keyboardHint={!touch}
            resumed={values.size > 0}
            onBegin={begin}
          />
        )}
        {screen === 'items' && (
          <ItemsScreen
            items={items}
            labels={labels}
            values={values}
            refused={refusedItems}
            keyboardHint={!touch}
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
