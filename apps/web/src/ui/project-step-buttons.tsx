import { Button, Group } from '@mantine/core';
import type { TProjectDetail } from '@putt/contract/orders';
import { useTranslation } from 'react-i18next';
import { useProjectSteps } from './use-project-steps';

/**
 * A project's next step as the member's pages offer it (spec-1 §4, spec-2 §4): "open the test"
 * on a pending project the caller may open, the report request on a ready or running one (and the
 * teacher report's, for an organisation's class), "close" on a running one, after the
 * irreversibility question. Its words are `${ns}:${prefix}.{open,opened,report,reported,
 * teacherReport,teacherReported,close,closeAsk,closed,failedTitle,failed}`.
 */
export function ProjectStepButtons({
  project,
  orderSk,
  canOpen,
  teacherReport = false,
  ns,
  prefix,
}: {
  project: TProjectDetail;
  orderSk: string;
  canOpen: boolean;
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
  const opens = canOpen && project.status === 'pending';
  const reports = project.status === 'ready' || project.status === 'ing';
  if (!opens && !reports) return null;
  return (
    <Group gap="xs">
      {opens && (
        <Button
          loading={pending('openOneProject')}
          onClick={() => void run('openOneProject', project.SK, say('opened'))}
        >
          {say('open')}
        </Button>
      )}
      {reports && (
        <Button
          variant="light"
          loading={pending('requestProjectReportGeneration')}
          onClick={() => void run('requestProjectReportGeneration', project.SK, say('reported'))}
        >
          {say('report')}
        </Button>
      )}
      {reports && teacherReport && (
        <Button
          variant="light"
          loading={pending('requestTeacherReportGeneration')}
          onClick={() => void run('requestTeacherReportGeneration', project.SK, say('teacherReported'))}
        >
          {say('teacherReport')}
        </Button>
      )}
      {project.status === 'ing' && (
        <Button
          color="red.9"
          variant="outline"
          loading={pending('closeOneProject')}
          onClick={async () => {
            if (await alert({ message: say('closeAsk'), confirm: true }))
              await run('closeOneProject', project.SK, say('closed'));
          }}
        >
          {say('close')}
        </Button>
      )}
    </Group>
  );
}
