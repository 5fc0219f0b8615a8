import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Button, Center, Paper, Stack, TextInput, Title } from '@mantine/core';
import { PasswordInput } from '../../../ui/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminLogin, type TStaffSession } from '@putt/contract/admin/session';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { useFieldError } from '../../../ui/use-field-error';
import { SecondStep } from '../security/second-step';
import { useAdminTitle } from '../ui/use-admin-title';
import { safeNext } from './safe-next';
import { staffSessionQuery, useStaffSession } from './use-staff-session';

type Form = z.input<typeof adminLogin.input>;

/**
 * /Admin/Login: staff id and password, then the second factor's code (or setting one up, where it is
 * required: issue 43); back to the page that asked for it.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('login.title'));
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { staff } = useStaffSession();
  const login = useMutation({ mutationFn: (form: Form) => api.call('adminLogin', form) });
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(adminLogin.input),
    defaultValues: { staffId: '', password: '' },
  });
  const fieldError = useFieldError(formState.errors);
  const [secondStep, setSecondStep] = useState<'verify' | 'enrol'>();
  const [startedOver, setStartedOver] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  // back from the second step, the form is new: the focus waits on its title, not on the page
  useEffect(() => {
    if (startedOver && !secondStep) title.current?.focus();
  }, [startedOver, secondStep]);

  if (staff) return <Navigate to={next} replace />;

  const signedIn = (who: TStaffSession) => {
    queryClient.setQueryData(staffSessionQuery.queryKey, { staff: who });
    navigate(next, { replace: true });
  };
  const onSubmit = handleSubmit(async (form) => {
    const { staff: who, step } = await login.mutateAsync(form);
    if (step === 'done') signedIn(who);
    else setSecondStep(step);
  });

  return (
    <Center mih="100vh" p="md" component="main" id="main">
      <Paper withBorder p="xl" radius="md" w="100%" maw={secondStep === 'enrol' ? 480 : 400}>
        {secondStep ? (
          <SecondStep
            step={secondStep}
            onDone={signedIn}
            onStartOver={() => {
              login.reset();
              setSecondStep(undefined);
              setStartedOver(true);
            }}
          />
        ) : (
          <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
            <Stack gap="md">
              <Title order={1} size="h3" ref={title} tabIndex={-1}>
                {t('login.title')}
              </Title>
              {login.error && (
                <Alert color="red" role="alert" variant="light">
                  {login.error instanceof ApiError && login.error.code === ErrorCode.WRONG_PASSWORD
                    ? t('login.failed')
                    : errorMessage(login.error, t)}
                </Alert>
              )}
              <TextInput
                label={t('login.staffId')}
                autoComplete="username"
                {...register('staffId')}
                error={fieldError('staffId')}
              />
              <PasswordInput
                label={t('login.password')}
                autoComplete="current-password"
                {...register('password')}
                error={fieldError('password')}
              />
              <Button type="submit" loading={login.isPending}>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}
