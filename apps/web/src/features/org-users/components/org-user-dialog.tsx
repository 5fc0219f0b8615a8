import { Button, Group, Stack } from '@mantine/core';
import type { TOrgUser } from '@putt/contract/org-users';
import { pathOf } from '@putt/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../ui/dialog';
import { OrgUserFacts } from './org-user-facts';

type Props = {
  /** the user shown; null keeps the dialog closed */
  user: TOrgUser | null;
  onClose: () => void;
};

/** The detail dialog of a row, with the way to the same details as a page. */
export function OrgUserDialog({ user, onClose }: Props) {
  const { t } = useTranslation('org-users');
  // the user stays shown while the dialog fades out, after the page has let go of them
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  return (
    <Dialog opened={user !== null} onClose={onClose} title={t('detail.title')} width="md">
      {shown && (
        <Stack>
          <OrgUserFacts user={shown} />
          <Group justify="flex-end">
            <Button component={Link} to={pathOf('orgUserDetail', { SK: shown.uid })} variant="default">
              {t('detail.openPage')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
