import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { inquiryKinds, type InquiryKind, type TAdminInquiry } from '@putt/contract/admin/inquiries';
import { filePath } from '@putt/contract/files';
import { formatDateTime, formatNumber } from '@putt/contract/format';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../ui/states';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminBackLink, AdminDetail } from '../ui/admin-detail';
import { AdminPage } from '../ui/admin-page';
import { DetailList } from '../ui/detail-list';
import { AnswerForm } from './answer-form';
import { InquiryStatusBadge } from './inquiry-status-badge';
import { ActionButton } from '../ui/action-button';

/** /Admin/Inquiries/:kind/:id: the inquiry, its attachment, the answers sent, the answer form. */
export default function InquiryDetailPage() {
  const { t } = useTranslation(['admin_inquiries', 'admin']);
  const params = useParams();
  const kind = (inquiryKinds as readonly string[]).includes(params.kind ?? '')
    ? (params.kind as InquiryKind)
    : undefined;
  const id = params.id ?? '';
  const query = useAdminQuery('adminGetInquiry', { kind: kind ?? 'individual', id }, { enabled: !!kind });

  // an unknown kind is never asked for (the read stays off), so the frame would show it loading forever
  if (!kind) {
    return (
      <AdminPage title={t('detail.title')} actions={<AdminBackLink list="adminInquiries" />}>
        <ErrorState message={t('common:errors.code.300')} />
      </AdminPage>
    );
  }
  return (
    <AdminDetail
      query={query}
      title={t('detail.title')}
      list="adminInquiries"
      loadFailed="admin_inquiries:detail.loadFailed"
    >
      {(inquiry, back) => (
        <AdminPage
          title={t('detail.title')}
          actions={
            <>
              <StatusButton inquiry={inquiry} />
              {back}
            </>
          }
        >
          <Paper withBorder p="md">
            <Stack gap="md">
              <DetailList items={facts(inquiry, t)} />
              <div>
                <Title order={2} size="h4" mb="xs">
                  {t('detail.content')}
                </Title>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {inquiry.content || t('detail.noContent')}
                </Text>
              </div>
            </Stack>
          </Paper>
          <Stack gap="sm" component="section" aria-labelledby="inquiry-thread">
            <Title order={2} size="h4" id="inquiry-thread">
              {t('detail.thread')}
            </Title>
            {inquiry.answers.length === 0 ? (
              <Text c="dimmed">{t('detail.noAnswers')}</Text>
            ) : (
              inquiry.answers.map((answer) => (
                <Paper key={answer.id} withBorder p="sm" component="article">
                  <Text fz="xs" c="dimmed">
                    {t('detail.answeredBy', { at: formatDateTime(answer.at), staff: answer.staffLogin })}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.body}</Text>
                </Paper>
              ))
            )}
          </Stack>
          <Paper withBorder p="md">
            {inquiry.status === 'closed' ? (
              <Alert color="gray" variant="light">
                {t('answer.closed')}
              </Alert>
            ) : (
              <AnswerForm kind={inquiry.kind} id={inquiry.id} email={inquiry.email} />
            )}
          </Paper>
        </AdminPage>
      )}
    </AdminDetail>
  );
}

function facts(inquiry: TAdminInquiry, t: TFunction): [string, ReactNode][] {
  const org = inquiry.organisation;
  return [
    [t('kind'), t(`kinds.${inquiry.kind}`)],
    [t('status'), <InquiryStatusBadge key="status" status={inquiry.status} />],
    [t('created'), formatDateTime(inquiry.created)],
    [t('detail.inquirer'), inquiry.name],
    [t('detail.phone'), inquiry.phoneNumber],
    [t('email'), inquiry.email],
    ...(org
      ? ([
          [t('orgName'), org.orgName],
          [t('detail.deptName'), org.deptName],
          [t('target'), org.targetProduct],
          [t('detail.examineeCount'), formatNumber(org.examineeCount)],
          [t('detail.address'), [org.postCode, org.address, org.addressDetail].filter(Boolean).join(' ')],
        ] as [string, ReactNode][])
      : []),
    [
      t('attachment'),
      inquiry.attachment ? (
        <Anchor key="file" href={filePath(inquiry.attachment.fileId)} download={inquiry.attachment.name}>
          {t('detail.download', { name: inquiry.attachment.name })}
        </Anchor>
      ) : (
        t('detail.noAttachment')
      ),
    ],
  ];
}

/** Close an open inquiry, or reopen a closed one (answering is the only way to "answered"). */
function StatusButton({ inquiry }: { inquiry: TAdminInquiry }) {
  const { t } = useTranslation(['admin_inquiries', 'admin']);
  const setStatus = useAdminMutation('adminSetInquiryStatus', ['adminGetInquiry', 'adminListInquiries']);
  const reopen = inquiry.status === 'closed';
  return (
    <ActionButton
      variant={reopen ? 'light' : 'default'}
      action={() =>
        setStatus.mutateAsync({ kind: inquiry.kind, id: inquiry.id, status: reopen ? 'new' : 'closed' })
      }
      done={t(reopen ? 'actions.reopened' : 'actions.closed')}
    >
      {t(reopen ? 'actions.reopen' : 'actions.close')}
    </ActionButton>
  );
}
