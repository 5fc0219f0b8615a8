import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { joinAgreement } from '../join-agreement';

/** Sign-up step 3: /Join/Success/{id}, with links home and to login. */
export default function JoinSuccessPage() {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  // The consent is spent here, not on the form: clearing it there would make the form send its
  // user back to step 1 while the navigation to this page is under way.
  useEffect(() => joinAgreement.clear(), []);
  return (
    <Container size="sm" py={60}>
      <Stack align="center" ta="center">
        <Title order={2}>{t('join.successTitle')}</Title>
        <Text>{t('join.successBody', { id })}</Text>
        <Group>
          <Button component={Link} to="/" variant="default">
            {t('join.goHome')}
          </Button>
          <Button component={Link} to={pathOf('login')}>
            {t('join.goLogin')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
