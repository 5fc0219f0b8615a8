import '@mantine/core/styles/Alert.css';
import { Alert, Stack } from '@mantine/core';
import type { TOrgUser } from '@putt/contract/org-users';
import { useTranslation } from 'react-i18next';
import { FactList } from './fact-list';

/**
 * One user's details (spec-2 §2 screen 1: id, name, e-mail, phone, role, position, description),
 * read-only: nobody edits another user here, and the admin's information cannot be edited at all
 * (spec-1 §6), which the admin's details say where editing would be.
 */
export function OrgUserFacts({ user }: { user: TOrgUser }) {
  const { t } = useTranslation('org-users');
  return (
    <Stack>
      <FactList
        facts={[
          [t('detail.uid'), user.uid],
          [t('detail.name'), user.name],
          [t('detail.email'), user.email],
          [t('detail.phoneNumber'), user.phoneNumber],
          [t('detail.role'), user.role],
          [t('detail.position'), user.position],
          [t('detail.type'), t(`list.types.${user.type}`)],
          [t('detail.description'), user.description],
        ]}
      />
      {user.type === 'admin' && <Alert>{t('detail.adminLocked')}</Alert>}
    </Stack>
  );
}
