import { useTranslation } from 'react-i18next';
import { failureText } from '../api/error-message';
import { type ProjectStep, useProjectAction } from '../api/project-actions';
import { useAlert } from './alert-dialog';
import { toast } from './toast';

/**
 * A project's steps as the member's pages take them (an organisation's class, an individual's
 * test): the step's progress, a toast when done, the server's reason in an alert when refused
 * (`failure`: the alert's title and the fallback message key).
 */
export function useProjectSteps(orderSk: string, failure: { title: string; fallbackKey: string }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const steps = {
    openOneProject: useProjectAction('openOneProject', orderSk),
    closeOneProject: useProjectAction('closeOneProject', orderSk),
    resendProjectLinkMail: useProjectAction('resendProjectLinkMail', orderSk),
    requestProjectReportGeneration: useProjectAction('requestProjectReportGeneration', orderSk),
    requestTeacherReportGeneration: useProjectAction('requestTeacherReportGeneration', orderSk),
  };
  const run = async (step: ProjectStep, sk: string, done: string) => {
    try {
      await steps[step].mutateAsync(sk);
      toast.success(done);
    } catch (error) {
      await alert({ title: failure.title, message: failureText(error, t, failure.fallbackKey) });
    }
  };
  return { run, pending: (step: ProjectStep) => steps[step].isPending, alert };
}
