import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

/** A question's two buttons, each named by what it does: "OK / Cancel" reads both ways. */
export type Answers = {
  /** the button that goes ahead ("제출하기") */
  yes: string;
  /** the button that stays where the person was ("계속 풀기") */
  no: string;
  /** the step cannot be undone: the dialog opens on `no`, and `yes` is red */
  irreversible?: boolean;
};

type Common = {
  message: string;
  /** the field the message is about, focused once the dialog has closed (else what opened it) */
  focusAfter?: () => HTMLElement | null | undefined;
};

/**
 * A notice (spec-2 §9's "dialog with OK", titled "알림" unless given) or a question, which is titled
 * by what it asks ("답안을 제출할까요?") and answered with named buttons.
 */
export type AlertOptions =
  (Common & { title?: string; confirm?: undefined }) | (Common & { title: string; confirm: Answers });

export default function AlertModal({
  opened,
  current,
  onClose,
}: {
  opened: boolean;
  current: AlertOptions | null;
  onClose(value: boolean): void;
}) {
  const { t } = useTranslation();
  const answers = current?.confirm;
  return (
    <Dialog
      opened={opened}
      onClose={() => onClose(false)}
      title={current?.title ?? t('dialog.notice')}
      focusAfter={current?.focusAfter}
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{current?.message}</Text>
      <Group justify="flex-end" mt="lg">
        {answers && (
          <Button
            variant="default"
            onClick={() => onClose(false)}
            data-autofocus={answers.irreversible || undefined}
          >
            {answers.no}
          </Button>
        )}
        <Button
          color={answers?.irreversible ? 'red.9' : undefined}
          onClick={() => onClose(true)}
          data-autofocus={!answers?.irreversible || undefined}
        >
          {answers?.yes ?? t('actions.ok')}
        </Button>
      </Group>
    </Dialog>
  );
}
