import '@mantine/core/styles/Checkbox.css';
import { Anchor, Checkbox, Text, VisuallyHidden } from '@mantine/core';
import type { TAdminCohortDetail, TAdminEnrolment } from '@putt/contract/admin/expert-courses';
import { ApiError } from '@putt/contract/client';
import { formatYmd } from '@putt/contract/dates';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useAdminMutation } from '../api/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DetailList } from '../ui/detail-list';
import { ReasonDialog } from '../ui/reason-dialog';
import { requirementText } from './course-facts';

const refresh = ['adminGetCohort', 'adminListCohorts'] as const;

/** Where staff open an applicant's evidence (the server lets staff read it), in a new window. */
export function EvidenceLink({ evidence }: { evidence: TAdminEnrolment['evidence'] }) {
  const { t } = useTranslation('admin_courses');
  if (!evidence) return <>{t('enrolment.evidenceNone')}</>;
  return (
    <Anchor href={`/files/${encodeURIComponent(evidence.id)}`} target="_blank" rel="noopener noreferrer">
      {evidence.name}
      <VisuallyHidden>{` (${t('newTab')})`}</VisuallyHidden>
    </Anchor>
  );
}

/** The earlier course's certificate as typed, and the one found on this site. */
export function PriorCertificate({ enrolment }: { enrolment: TAdminEnrolment }) {
  const { t } = useTranslation('admin_courses');
  return (
    <>
      {enrolment.priorCertificate || t('enrolment.priorNone')}
      {enrolment.certificateOnFile && (
        <Text span display="block" fz="sm" c="teal.9">
          {t('enrolment.onFile', { number: enrolment.certificateOnFile })}
        </Text>
      )}
    </>
  );
}

/** The years declared, and a doctorate. */
export const careerOf = (t: TFunction, enrolment: TAdminEnrolment) =>
  [
    t('admin_courses:enrolment.careerYears', { years: enrolment.careerYears }),
    enrolment.doctorate ? t('admin_courses:enrolment.doctorate') : '',
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Confirms an enrolment once the deposit is in the bank statement and, for a course with
 * prerequisites, the evidence shows them (staff tick that they checked it; the server asks for it).
 */
export function ConfirmEnrolmentDialog({
  cohort,
  enrolment,
  onClose,
}: {
  cohort: TAdminCohortDetail;
  enrolment: TAdminEnrolment;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const mutation = useAdminMutation('adminDecideEnrolment', refresh);
  const requirement = requirementText(t, cohort.course);
  const [checked, setChecked] = useState(false);
  const [checkError, setCheckError] = useState<string>();

  const confirm = async () => {
    if (requirement && !checked) {
      setCheckError(t('v.prerequisitesUnchecked'));
      return false;
    }
    try {
      await mutation.mutateAsync({ id: enrolment.id, decision: 'confirm', prerequisitesChecked: checked });
    } catch (error) {
      const message = error instanceof ApiError ? error.fields?.prerequisitesChecked : undefined;
      if (message) setCheckError(t(message));
      throw error;
    }
    toast.success(t('decide.confirmed', { name: enrolment.name }));
  };

  return (
    <ConfirmDialog
      opened
      title={t('decide.confirmTitle', { name: enrolment.name })}
      confirmLabel={t('decide.submit')}
      onClose={onClose}
      onConfirm={confirm}
    >
      <Text fz="sm">
        {t('decide.confirmIntro', {
          depositName: enrolment.deposit.name,
          depositDate: formatYmd(enrolment.deposit.date),
        })}
      </Text>
      <DetailList
        items={[
          [t('enrolment.career'), careerOf(t, enrolment)],
          [t('enrolment.prior'), <PriorCertificate key="p" enrolment={enrolment} />],
          [t('enrolment.evidence'), <EvidenceLink key="e" evidence={enrolment.evidence} />],
        ]}
      />
      {enrolment.career && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('decide.declared', { career: enrolment.career })}
        </Text>
      )}
      <Text fz="sm" fw={600}>
        {requirement ? t('decide.requirement', { requirement }) : t('decide.noRequirement')}
      </Text>
      {requirement && (
        <Checkbox
          label={t('decide.checked')}
          checked={checked}
          error={checkError}
          onChange={(event) => {
            setChecked(event.currentTarget.checked);
            setCheckError(undefined);
          }}
        />
      )}
    </ConfirmDialog>
  );
}

/** Refuses an enrolment with the reason the applicant is e-mailed; the seat is freed. */
export function RefuseEnrolmentDialog({
  enrolment,
  onClose,
}: {
  enrolment: TAdminEnrolment;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const mutation = useAdminMutation('adminDecideEnrolment', refresh);
  return (
    <ReasonDialog
      opened
      title={t('decide.refuseTitle', { name: enrolment.name })}
      description={t('decide.refuseIntro')}
      confirmLabel={t('decide.refuseSubmit')}
      onClose={onClose}
      onConfirm={async (reason) => {
        await mutation.mutateAsync({ id: enrolment.id, decision: 'refuse', reason });
        toast.success(t('decide.refused', { name: enrolment.name }));
      }}
    />
  );
}

/** Revokes a certificate with a reason: the public check says so from then on. */
export function RevokeCertificateDialog({
  enrolment,
  number,
  onClose,
}: {
  enrolment: TAdminEnrolment;
  number: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const mutation = useAdminMutation('adminRevokeCertificate', refresh);
  return (
    <ReasonDialog
      opened
      title={t('revoke.title', { number })}
      description={t('revoke.intro', { name: enrolment.name })}
      confirmLabel={t('revoke.submit')}
      onClose={onClose}
      onConfirm={async (reason) => {
        await mutation.mutateAsync({ number, reason });
        toast.success(t('revoke.done', { number }));
      }}
    />
  );
}
