import { Paper, Stack, Title } from '@mantine/core';
import type { Output } from '@putt/contract/operations';
import { formatDate } from '@putt/contract/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../../ui/facts';

export type VerifiedCertificate = Output<'verifyCertificate'>;

/** A certificate found by its number and holder: valid, or revoked with when and why. */
export function CertificateResult({ certificate }: { certificate: VerifiedCertificate }) {
  const { t } = useTranslation('expert');
  const revoked = certificate.revokedAt !== null;
  const facts: [string, ReactNode][] = [
    [t('verify.number'), certificate.number],
    [t('verify.kind'), t(`certificates.${certificate.kind}`)],
    [t('verify.holder'), certificate.holderName],
    [t('verify.course'), t(`courses.${certificate.course}`)],
    [t('verify.issuedAt'), formatDate(certificate.issuedAt)],
  ];
  if (certificate.revokedAt !== null) {
    facts.push([t('verify.revokedAt'), formatDate(certificate.revokedAt)]);
    if (certificate.revokeReason) facts.push([t('verify.revokeReason'), certificate.revokeReason]);
  }
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg={revoked ? 'yellow.0' : 'teal.0'}
      style={{ borderColor: `var(--mantine-color-${revoked ? 'yellow-8' : 'teal-8'})`, borderWidth: 2 }}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" c={revoked ? 'yellow.9' : 'teal.9'}>
          {t(revoked ? 'verify.revoked' : 'verify.valid')}
        </Title>
        <Facts facts={facts} />
      </Stack>
    </Paper>
  );
}
