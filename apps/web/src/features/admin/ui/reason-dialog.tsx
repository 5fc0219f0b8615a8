import '@mantine/core/styles/Input.css';
import { Text, Textarea } from '@mantine/core';
import { REASON_MAX, ZReason } from '@putt/contract/admin/common';
import type { z } from 'zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

type Props = {
  opened: boolean;
  title: string;
  /** what happens, e.g. "the customer receives this reason by e-mail" */
  description: string;
  confirmLabel: string;
  onClose: () => void;
  /** rejects with the server's error, which the dialog shows; the reason typed stays */
  onConfirm: (reason: string) => Promise<unknown>;
  /** the rule of the reason (a refusal's by default) and its length */
  schema?: z.ZodType<string>;
  maxLength?: number;
  /** a step that cannot be undone (the default): the button is red */
  danger?: boolean;
  /** where focus goes once it has closed, when the step took its opener away (else the opener) */
  focusAfter?: () => HTMLElement | null | undefined;
};

/**
 * Asks for the reason of a rejection or cancellation, or of a class-wide download; keeps the text
 * on failure.
 */
export function ReasonDialog({
  opened,
  title,
  description,
  confirmLabel,
  onClose,
  onConfirm,
  schema = ZReason,
  maxLength = REASON_MAX,
  danger = true,
  focusAfter,
}: Props) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const confirm = async () => {
    const parsed = schema.safeParse(reason);
    if (!parsed.success) {
      setFieldError(t(parsed.error.issues[0]!.message));
      return false;
    }
    await onConfirm(parsed.data);
    setReason('');
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      confirmLabel={confirmLabel}
      danger={danger}
      onClose={onClose}
      onConfirm={confirm}
      focusAfter={focusAfter}
    >
      <Text fz="sm">{description}</Text>
      <Textarea
        label={t('reason')}
        required
        autosize
        minRows={3}
        maxLength={maxLength}
        value={reason}
        error={fieldError}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setFieldError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
