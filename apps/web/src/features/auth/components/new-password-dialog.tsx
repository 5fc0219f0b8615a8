import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, Stack, Text } from '@mantine/core';
import { PasswordInput } from '../../../ui/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZNewPassword, type TLoginInput } from '@putt/contract/auth';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { LOGIN_PASSWORD_MAX, zLoginPassword } from '@putt/contract/validators';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from '../../../ui/dialog';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import { useLogin } from '../api/login';

const ZForm = z.object({ password: zLoginPassword, newPassword: ZNewPassword });
type Form = z.input<typeof ZForm>;

type Props = {
  /** the login that answered passwordChangeRequired; null while closed */
  login: TLoginInput | null;
  onClose(): void;
  /** the session is open with the new password */
  onDone(): void;
  /** a failure that is not about these fields (the login form shows it as for any login) */
  onFailure(error: unknown): void;
};

/**
 * Asked at login when the password was given by someone else (the forgotten-password mail, an
 * organisation's approval, staff): the current password, a new one and its confirmation; the
 * session opens only with the new password (loginUser with newPassword).
 */
export default function NewPasswordDialog({ login, onClose, onDone, onFailure }: Props) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const mutation = useLogin();
  const { register, handleSubmit, reset, setError, formState } = useForm<Form>({
    resolver: zodResolver(ZForm),
    defaultValues: { password: '', newPassword: { new_password: '', new_password_confirm: '' } },
  });
  const { errors } = formState;
  const message = (key: string | undefined) => (key ? tc(key) : undefined);
  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (form) => {
    if (!login) return;
    try {
      await mutation.mutateAsync({
        ...login,
        loginData: { ...login.loginData, password: form.password },
        newPassword: form.newPassword,
      } as TLoginInput);
      reset();
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.WRONG_PASSWORD) {
        setError('password', { message: 'v.oldPasswordWrong' }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.fields) {
        showServerFieldErrors(error, setError);
      } else {
        close();
        onFailure(error);
      }
    }
  });

  return (
    <Dialog opened={login !== null} onClose={close} title={t('newPassword.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text fz="sm">{t('newPassword.lead')}</Text>
          <PasswordInput
            label={t('newPassword.current')}
            autoComplete="current-password"
            maxLength={LOGIN_PASSWORD_MAX}
            {...register('password')}
            error={message(errors.password?.message)}
          />
          <PasswordInput
            label={t('newPassword.new')}
            description={t('newPassword.hint')}
            autoComplete="new-password"
            maxLength={LOGIN_PASSWORD_MAX}
            {...register('newPassword.new_password')}
            error={message(errors.newPassword?.new_password?.message)}
          />
          <PasswordInput
            label={t('newPassword.confirm')}
            autoComplete="new-password"
            maxLength={LOGIN_PASSWORD_MAX}
            {...register('newPassword.new_password_confirm')}
            error={message(errors.newPassword?.new_password_confirm?.message)}
          />
          <Button type="submit" loading={mutation.isPending}>
            {t('newPassword.submit')}
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
