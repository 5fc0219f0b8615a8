import '@mantine/core/styles/Input.css';
import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { INQUIRY_ANSWER_MAX, type InquiryKind, ZInquiryAnswerInput } from '@putt/contract/admin/inquiries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/error-message';
import { toast } from '../../../ui/toast';
import { useAdminMutation } from '../api/admin-api';

type Props = { kind: InquiryKind; id: string; email: string };

/** The answer of an open inquiry, sent by e-mail; the text stays when sending fails. */
export function AnswerForm({ kind, id, email }: Props) {
  const { t } = useTranslation(['admin_inquiries', 'admin']);
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const answer = useAdminMutation('adminAnswerInquiry', ['adminGetInquiry', 'adminListInquiries']);

  const submit = async () => {
    const parsed = ZInquiryAnswerInput.shape.body.safeParse(body);
    if (!parsed.success) return setFieldError(t(parsed.error.issues[0]!.message));
    setFieldError(undefined);
    try {
      await answer.mutateAsync({ kind, id, body: parsed.data });
      setBody('');
      toast.success(t('answer.sent'));
    } catch {
      // the Alert below shows why; the text typed stays in the field
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('answer.heading')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('answer.hint', { email })}
        </Text>
        {answer.error && (
          <Alert color="red" role="alert" variant="light">
            {failureText(answer.error, t, 'admin_inquiries:answer.failed')}
          </Alert>
        )}
        <Textarea
          label={t('answer.label')}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={fieldError}

          rows={8}
          maxLength={INQUIRY_ANSWER_MAX}
          required
        />
        <Button type="submit" loading={answer.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('answer.submit')}
        </Button>
      </Stack>
    </form>
  );
}
