import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, Text } from '@mantine/core';
import type { TAdminCohortDetail } from '@putt/contract/admin/expert-courses';
import { formatYmd } from '@putt/contract/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useAdminMutation } from '../api/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { participates } from './course-facts';

/**
 * Who of the participants attended one meeting: one box each, ticked as recorded; saving sends
 * the whole list (the others are absent).
 */
export function AttendanceDialog({
  cohort,
  meetingId,
  onClose,
}: {
  cohort: TAdminCohortDetail;
  meetingId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const mutation = useAdminMutation('adminRecordAttendance', ['adminGetCohort']);
  const index = cohort.meetings.findIndex((meeting) => meeting.id === meetingId);
  const meeting = cohort.meetings[index];
  const people = cohort.enrolments.filter(participates);
  const [present, setPresent] = useState(
    () => new Set(people.filter((person) => person.attended.includes(meetingId)).map((person) => person.id)),
  );
  const number = index + 1;
  const toggle = (id: string, on: boolean) =>
    setPresent((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <ConfirmDialog
      opened
      title={t('attendance.title', { number, date: meeting ? formatYmd(meeting.date) : '' })}
      confirmLabel={t('attendance.submit')}
      onClose={onClose}
      onConfirm={async () => {
        await mutation.mutateAsync({
          cohortId: cohort.id,
          meetingId,
          // in the list's order, the ones ticked
          present: people.filter((person) => present.has(person.id)).map((person) => person.id),
        });
        toast.success(t('attendance.saved', { number }));
      }}
    >
      <Text fz="sm">{t('attendance.intro')}</Text>
      {people.length === 0 ? (
        <Text c="dimmed">{t('attendance.nobody')}</Text>
      ) : (
        <Stack gap="xs" role="group" aria-label={t('attendance.legend')}>
          {people.map((person) => (
            <Checkbox
              key={person.id}
              // an organisation's trainee has no login: the organisation says who they are
              label={t('attendance.person', { name: person.name, uid: person.uid || person.organisation })}
              checked={present.has(person.id)}
              onChange={(event) => toggle(person.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
    </ConfirmDialog>
  );
}
