import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, Container, Group, Paper, Stack, TextInput } from '@mantine/core';
import { PasswordInput } from '../../../ui/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { pathOf } from '@putt/contract/routes';
import { NAME_MAX } from '@putt/contract/validators';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { useExistMember, useJoin } from '../api/join';
import { joinAgreement } from '../join-agreement';
import { type TJoinForm, ZJoinForm } from '../join-form-schema';
import { IdCheckStatus, useIdCheck } from '../../../ui/id-check';
import { useFieldError } from '../../../ui/use-field-error';

/** Sign-up step 2: the id must pass the duplicate check, which resets when the id is edited. */
export default function JoinRegistrationPage() {
  const { t } = useTranslation('auth');
  const alert = useAlert();
  const navigate = useNavigate();
  const exist = useExistMember();
  const join = useJoin();
  const { register, handleSubmit, control, trigger, formState } = useForm<TJoinForm>({
    resolver: zodResolver(ZJoinForm),
    defaultValues: { uid: '', password: '', passwordConfirm: '', name: '', email: '' },
  });
  const uid = useWatch({ control, name: 'uid' });
  const idCheck = useIdCheck(uid, async (id) => (await exist.mutateAsync(id)).data !== 0);
  const fieldError = useFieldError(formState.errors);

  if (!joinAgreement.agreed()) return <Navigate to={pathOf('join')} replace />;

  const checkId = async () => {
    if (await trigger('uid')) await idCheck.run();
  };

  const onSubmit = handleSubmit(async ({ passwordConfirm: _confirm, name, ...form }) => {
    if (idCheck.state !== 'available') {
      await alert({ message: t('join.idCheckNeeded') });
      return;
    }
    try {
      await join.mutateAsync({ ...form, ...(name ? { name } : {}) });
      navigate(pathOf('joinSuccess', { id: form.uid }));
    } catch (error) {
      const taken = error instanceof ApiError && error.code === ErrorCode.ID_EXISTS;
      if (taken) idCheck.markTaken();
      await alert({
        message: taken ? t('join.idTaken') : t('join.failed', { reason: errorMessage(error, t) }),
      });
    }
  });

  return (
    <Container size={520} py="xl">
      <Paper withBorder p="xl">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <div>
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('join.uid')}
                  description={t('join.uidHint')}
                  autoComplete="username"
                  maxLength={12}
                  withAsterisk
                  {...register('uid')}
                  error={fieldError('uid')}
                />
                <Button variant="light" onClick={() => void checkId()} loading={exist.isPending}>
                  {t('join.check')}
                </Button>
              </Group>
              <IdCheckStatus
                state={idCheck.state}
                texts={{
                  available: t('join.idAvailable'),
                  taken: t('join.idTaken'),
                  error: t('join.idCheckFailed'),
                }}
              />
            </div>
            <PasswordInput
              label={t('join.password')}
              description={t('join.passwordHint')}
              autoComplete="new-password"
              maxLength={16}
              withAsterisk
              {...register('password')}
              error={fieldError('password')}
            />
            <PasswordInput
              label={t('join.passwordConfirm')}
              autoComplete="new-password"
              maxLength={16}
              withAsterisk
              {...register('passwordConfirm')}
              error={fieldError('passwordConfirm')}
            />
            <TextInput
              label={t('join.name')}
              maxLength={NAME_MAX}
              autoComplete="name"
              {...register('name')}
              error={fieldError('name')}
            />
            <TextInput
              label={t('join.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...register('email')}
              error={fieldError('email')}
            />
            <Button type="submit" loading={join.isPending}>
              {t('join.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
