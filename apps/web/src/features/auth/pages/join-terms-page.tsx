import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../ui/alert-dialog';
import { PrivacyConsent, TermsOfService } from '../components/terms-text';
import { joinAgreement } from '../join-agreement';

/** Sign-up step 1 (spec-1 §2): both consents are required; "agree to all" ticks both. */
export default function JoinTermsPage() {
  const { t } = useTranslation(['auth', 'auth_terms', 'validation']);
  const alert = useAlert();
  const navigate = useNavigate();
  const [tos, setTos] = useState(false);
  const [privacy, setPrivacy] = useState(false);

  const next = async () => {
    if (!tos || !privacy) {
      await alert({ message: t('validation:v.termsRequired') });
      return;
    }
    joinAgreement.agree();
    navigate(pathOf('joinRegistration'));
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Checkbox
          size="md"
          fw={700}
          label={t('join.agreeAll')}
          checked={tos && privacy}
          indeterminate={tos !== privacy}
          onChange={(event) => {
            setTos(event.currentTarget.checked);
            setPrivacy(event.currentTarget.checked);
          }}
        />
        <Paper withBorder>
          <Title order={2} fz="md" p="sm" pb={0}>
            {t('auth_terms:tos.title')}
          </Title>
          <TermsOfService />
        </Paper>
        <Checkbox
          label={t('join.agreeTos')}
          checked={tos}
          onChange={(e) => setTos(e.currentTarget.checked)}
        />
        <Paper withBorder>
          <Title order={2} fz="md" p="sm" pb={0}>
            {t('auth_terms:privacy.title')}
          </Title>
          <PrivacyConsent />
        </Paper>
        <Checkbox
          label={t('join.agreePrivacy')}
          checked={privacy}
          onChange={(e) => setPrivacy(e.currentTarget.checked)}
        />
        <Group justify="center">
          <Button variant="default" onClick={() => navigate(-1)}>
            {t('join.back')}
          </Button>
          <Button onClick={() => void next()}>{t('join.next')}</Button>
        </Group>
      </Stack>
    </Container>
  );
}
