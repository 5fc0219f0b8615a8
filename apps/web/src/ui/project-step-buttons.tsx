import { Button, Stack, Text } from '@mantine/core';
import { hasTestLink, mayOpenProject, mayTake, type Mover, projectSteps } from '@putt/contract/lifecycle';
import type { OrderType, TProjectDetail } from '@putt/contract/orders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectSteps } from './use-project-steps';

/** Every examinee of the project has a report to download: asking for reports would make none. */
const reportsMade = (project: TProjectDetail) =>
  project.examinees.length > 0 && project.examinees.every((examinee) => examinee.report_file);

/** Every place of the project has submitted its answers: closing it now takes nobody's test away. */
const allSubmitted = (project: TProjectDetail) =>
  (project.codes ?? []).length > 0 && project.codes!.every((place) => place.progress?.state === 'submitted');

type Step = {
  key: 'open' | 'report' | 'teacherReport' | 'close';
  onClick: () => unknown;
  loading: boolean;
  variant: string;
  /** the step takes something away (closing a test someone has not finished): said in red */
  warns?: boolean;
};

/**
 * A project's next steps as the member's pages offer them (spec-1 §4, spec-2 §4), each with a line
 * saying what it does, where the contract's lifecycle lets this mover take it: "open the test" on a
 * pending project of an order in which it may be opened; the report
 * request on a ready or running one until every examinee's report is made (and the teacher
 * report's, for an organisation's class); "close" on a running one, after the irreversibility
 * question, in red only while someone has not finished (closing is otherwise the test's normal
 * end). Its words are `${ns}:${prefix}.{open,opened,openHint,report,reported,reportHint,
 * teacherReport,teacherReported,teacherReportHint,close,closeTitle,closeAsk,closeKeep,closed,closeHint,closeWarn,
 * failedTitle,failed}`.
 */
export function ProjectStepButtons({
  project,
  orderSk,
  order,
  mover,
  teacherReport = false,
  ns,
  prefix,
}: {
  project: TProjectDetail;
  orderSk: string;
  order: { type: OrderType; status: string };
  mover: Mover;
  teacherReport?: boolean;
  ns: string;
  prefix: string;
}) {
  const { t } = useTranslation(ns);
  const say = (key: string) => t(`${prefix}.${key}`);
  const { run, pending, alert } = useProjectSteps(orderSk, {
    title: say('failedTitle'),
    fallbackKey: `${ns}:${prefix}.failed`,
  });
  const hintId = useId();
  const reports = hasTestLink(project.status);
  const steps: Step[] = [];
  if (mayOpenProject(project.status, order, mover))
    steps.push({
      key: 'open',
      variant: 'filled',
      loading: pending('openOneProject'),
      onClick: () => run('openOneProject', project.SK, say('opened')),
    });
  if (reports && !reportsMade(project))
    steps.push({
      key: 'report',
      variant: 'light',
      loading: pending('requestProjectReportGeneration'),
      onClick: () => run('requestProjectReportGeneration', project.SK, say('reported')),
    });
  if (reports && teacherReport)
    steps.push({
      key: 'teacherReport',
      variant: 'light',
      loading: pending('requestTeacherReportGeneration'),
      onClick: () => run('requestTeacherReportGeneration', project.SK, say('teacherReported')),
    });
  if (mayTake(projectSteps.close, project.status, mover))
    steps.push({
      key: 'close',
      variant: 'outline',
      warns: !allSubmitted(project),
      loading: pending('closeOneProject'),
      onClick: async () => {
        const sure = await alert({
          title: say('closeTitle'),
          message: say('closeAsk'),
          confirm: { yes: say('close'), no: say('closeKeep'), irreversible: true },
        });
        if (sure) await run('closeOneProject', project.SK, say('closed'));
      },
    });
  if (steps.length === 0) return null;
  return (
    <Stack gap="sm">
      {steps.map((step) => (
        <Stack key={step.key} gap={4} align="flex-start">
          <Button
            variant={step.variant}
            color={step.warns ? 'red.9' : undefined}
            loading={step.loading}
            aria-describedby={`${hintId}-${step.key}`}
            onClick={() => void step.onClick()}
          >
            {say(step.key)}
          </Button>
          <Text id={`${hintId}-${step.key}`} fz="sm" c={step.warns ? 'red.9' : 'dimmed'}>
            {say(`${step.key}Hint`)}
            {step.warns && ` ${say('closeWarn')}`}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
