import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Button, Paper, Title } from '@mantine/core';
import {
  CERTIFICATE_FILE_NAME,
  ORG_ADMIN_UID,
  type TAdminOrgRequest,
} from '@putt/contract/admin/org-requests';
import { filePath } from '@putt/contract/files';
import { formatDateTime } from '@putt/contract/format';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from '../../../ui/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminDetail } from '../ui/admin-detail';
import { AdminPage } from '../ui/admin-page';
import { DetailList } from '../ui/detail-list';
import { ReasonDialog } from '../ui/reason-dialog';
import { ApproveDialog } from './approve-dialog';
import { OrgRequestStatusBadge } from './org-request-status-badge';

const refreshed = ['adminGetOrgRequest', 'adminListOrgRequests'] as const;

/** /Admin/OrgRequests/:id: the request, and approve or reject it while it is pending. */
export default function OrgRequestDetailPage() {
  const { t } = useTranslation(['admin_org-requests', 'admin']);
  const id = useParams().id ?? '';
  const query = useAdminQuery('adminGetOrgRequest', { id });
  return (
    <AdminDetail
      query={query}
      title={t('detail.title')}
      list="adminOrgRequests"
      loadFailed="admin_org-requests:detail.loadFailed"
    >
      {(request, back) => (
        <AdminPage
          title={t('detail.title')}
          actions={
            <>
              {request.status === 'pending' && <Decide request={request} />}
              {back}
            </>
          }
        >
          {request.status === 'pending' && request.uidTaken && (
            <Alert color="red" variant="light">
              {t('detail.uidTaken')}
            </Alert>
          )}
          <Section title={t('detail.request')}>
            <DetailList items={requestFacts(request, t)} />
          </Section>
          {request.decision && (
            <Section title={t('detail.decision')}>
              <DetailList items={decisionFacts(request, t)} />
            </Section>
          )}
        </AdminPage>
      )}
    </AdminDetail>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function requestFacts(request: TAdminOrgRequest, t: TFunction): [string, ReactNode][] {
  return [
    [t('status'), <OrgRequestStatusBadge key="status" status={request.status} />],
    [t('created'), formatDateTime(request.created)],
    [t('name'), request.name],
    [t('orgId'), request.uid],
    [t('type'), t(`types.${request.type}`)],
    [t('detail.president'), request.president],
    [
      t('detail.address'),
      [request.postCode && `(${request.postCode})`, request.address, request.addressDetail]
        .filter(Boolean)
        .join(' '),
    ],
    [t('detail.phoneNumber'), request.phoneNumber],
    [t('detail.dept'), request.dept],
    [t('deptPersonName'), request.deptPersonName],
    [t('detail.deptPersonPhoneNumber'), request.deptPersonPhoneNumber],
    [t('email'), request.email],
    [t('detail.description'), request.description],
    [t('detail.ip'), request.ip],
  ];
}

function decisionFacts(request: TAdminOrgRequest, t: TFunction): [string, ReactNode][] {
  const { decision, organisation } = request;
  if (!decision) return [];
  const facts: [string, ReactNode][] = [
    [t('status'), <OrgRequestStatusBadge key="status" status={request.status} />],
    [t('detail.decidedAt'), formatDateTime(decision.at)],
    [t('detail.decidedBy'), decision.staffLogin],
  ];
  if (decision.reason) facts.push([t('detail.reason'), decision.reason]);
  if (organisation) {
    facts.push(
      [t('detail.organisation'), `${request.name} (${t('orgId')} ${organisation.orgId})`],
      [t('detail.adminUid'), ORG_ADMIN_UID],
      [
        t('detail.certificate'),
        organisation.certificateFileId ? (
          <Anchor
            key="certificate"
            href={filePath(organisation.certificateFileId)}
            download={CERTIFICATE_FILE_NAME}
          >
            {t('detail.download')}
          </Anchor>
        ) : (
          t('detail.noCertificate')
        ),
      ],
    );
  }
  return facts;
}

/** Approve (with a dialog saying what it does) or reject (with a reason e-mailed to the requester). */
function Decide({ request }: { request: TAdminOrgRequest }) {
  const { t } = useTranslation(['admin_org-requests', 'admin']);
  const approve = useAdminMutation('adminApproveOrgRequest', refreshed);
  const reject = useAdminMutation('adminRejectOrgRequest', refreshed);
  const [dialog, setDialog] = useState<'approve' | 'reject'>();
  const close = () => setDialog(undefined);

  return (
    <>
      <Button disabled={request.uidTaken} onClick={() => setDialog('approve')}>
        {t('approve.button')}
      </Button>
      <Button color="red.9" variant="outline" onClick={() => setDialog('reject')}>
        {t('reject.button')}
      </Button>
      <ApproveDialog
        opened={dialog === 'approve'}
        request={request}
        onClose={close}
        onConfirm={async () => {
          await approve.mutateAsync({ id: request.id });
          toast.success(t('approve.done'));
        }}
      />
      <ReasonDialog
        opened={dialog === 'reject'}
        title={t('reject.title')}
        description={t('reject.description', { email: request.email })}
        confirmLabel={t('reject.confirm')}
        onClose={close}
        onConfirm={async (reason) => {
          await reject.mutateAsync({ id: request.id, reason });
          toast.success(t('reject.done'));
        }}
      />
    </>
  );
}
