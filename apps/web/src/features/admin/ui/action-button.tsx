import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { focusWhenReady } from '../../../ui/focus/focus-memory';
import { toast } from '../../../ui/toast';

type Props = Pick<ButtonProps, 'size' | 'variant' | 'children'> & {
  /** does the step (a mutation); a refusal is toasted with the server's reason */
  action: () => Promise<unknown>;
  /** the toast when it worked */
  done: string;
  'aria-label'?: string;
  /**
   * where focus goes once the step is done, when the step takes the button away (an approval
   * leaves nothing to approve): the heading of what it changed (decision 014)
   */
  focusAfter?: () => HTMLElement | null | undefined;
};

/** A one-click back-office step without a dialog (resend, retry, unlock, close): progress, then a toast. */
export function ActionButton({ action, done, focusAfter, ...button }: Props) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      focusWhenReady(focusAfter?.());
    } catch (error) {
      toast.error(failureText(error, t, 'admin:actionFailed'));
    } finally {
      setBusy(false);
    }
  };
  return <Button {...button} loading={busy} onClick={() => void run()} />;
}
