import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Container, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { CERTIFICATE_NUMBER_MAX, ZVerifyCertificate } from '@putt/contract/expert-courses';
import { maxLengthOf } from '@putt/contract/max-length';
import type { Input } from '@putt/contract/operations';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureText } from '../../../api/error-message';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { useFieldError } from '../../../ui/use-field-error';
import { useHydrated } from '../../../ui/use-hydrated';
import { useVerifyCertificate } from '../api/expert-courses';
import { CertificateResult } from '../components/certificate-result';

type Values = Input<'verifyCertificate'>;
type Query = { number: string; name: string };

const resolver = contractResolver<Values, Query>(ZVerifyCertificate);

/** A number and name that match no certificate: the server's not found, named on the number. */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ErrorCode.NOT_FOUND || error.fields?.number === 'expert:v.numberUnknown')
  );
}

/**
 * /Cert/Verify (issue 25, decision 024): anyone checks a certificate by its number and its holder's
 * name; the answer (valid, revoked, or no match) is announced where it appears. The number arrives
 * filled in from a member's page (`?number=`).
 */
export default function CertVerifyPage() {
  const hydrated = useHydrated();
  const { t } = useTranslation('expert');
  const [params] = useSearchParams();
  const verify = useVerifyCertificate();
  const { register, handleSubmit, setValue, setError, getValues, formState } = useForm<
    Values,
    unknown,
    Query
  >({
    defaultValues: { number: '', name: '' },
    resolver,
  });
  const fieldError = useFieldError(formState.errors);

  // after hydration: the prerendered page has the form empty
  const linkedNumber = params.get('number') ?? '';
  useEffect(() => {
    if (linkedNumber && !getValues('number'))
      setValue('number', linkedNumber.slice(0, CERTIFICATE_NUMBER_MAX));
  }, [linkedNumber, getValues, setValue]);

  const submit = handleSubmit((query) => {
    verify.mutate(query, {
      onError: (error) => {
        if (isNotFound(error) || !(error instanceof ApiError) || !error.fields) return;
        for (const [name, message] of Object.entries(error.fields))
          if (name === 'number' || name === 'name')
            setError(name as Path<Values>, { type: 'server', message });
      },
    });
  });

  const result = () => {
    if (verify.isPending) return <Text c="dimmed">{t('verify.checking')}</Text>;
    if (verify.isSuccess) return <CertificateResult certificate={verify.data} />;
    if (verify.isError)
      return (
        <Text c="red.8" fw={500}>
          {isNotFound(verify.error)
            ? t('verify.notFound')
            : failureText(verify.error, t, 'expert:verify.failed')}
        </Text>
      );
    return null;
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Text>{t('verify.intro')}</Text>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} noValidate>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('verify.number')}
                  description={t('verify.numberHint')}
                  maxLength={maxLengthOf(ZVerifyCertificate.shape.number)}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  withAsterisk
                  {...register('number')}
                  error={fieldError('number')}
                />
                <TextInput
                  label={t('verify.name')}
                  maxLength={maxLengthOf(ZVerifyCertificate.shape.name)}
                  autoComplete="off"
                  withAsterisk
                  {...register('name')}
                  error={fieldError('name')}
                />
              </SimpleGrid>
              <Button
                type="submit"
                disabled={!hydrated || verify.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                {verify.isPending ? t('verify.checking') : t('verify.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        {/* the answer is read out when it changes */}
        <div role="status" aria-live="polite">
          {result()}
        </div>
      </Stack>
    </Container>
  );
}
