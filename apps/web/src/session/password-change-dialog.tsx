import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { changeMemberPassword } from '@putt/contract/auth';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { pathOf } from '@putt/contract/routes';
import { LOGIN_PASSWORD_MAX } from '@putt/contract/validators';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAlert } from '../ui/alert-dialog';
import { Dialog } from '../ui/dialog';
import { PasswordInput } from '../ui/password-input';
import { toast } from '../ui/toast';
import { useFieldError } from '../ui/use-field-error';
import { useHydrated } from '../ui/use-hydrated';
import { useChangeOwnPassword } from './change-password';

type Form = z.input<(typeof changeMemberPassword)['input']>;

/**
 * The signed-in member's own password change (/Mypage/Modify and the organisation's user page,
 * spec-2 §2 screen 1): old, new and its confirmation. Every session ends with the old password, so
 * the member logs in again. The spec says inputs of at most 15 characters but passwords of up to
 * 16: the inputs take 16, or the longest allowed password could not be typed. Its words are the
 * shared form parts' (namespace `forms`), whichever page opens it.
 */
export function PasswordChangeDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('forms');
  const hydrated = useHydrated();
  const alert = useAlert();
  const navigate = useNavigate();
  const change = useChangeOwnPassword();
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<Form>({
    resolver: zodResolver(changeMemberPassword.input),
    defaultValues: { old_password: '', new_password: '', new_password_confirm: '' },
  });
  const fieldError = useFieldError(formState.errors);
  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      close();
      toast.success(t('password.done'), 5000);
      navigate(pathOf('login'));
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.WRONG_PASSWORD) {
        setError('old_password', { message: 'v.oldPasswordWrong' });
        setFocus('old_password');
        return;
      }
      const unsupported = error instanceof ApiError && error.code === ErrorCode.PERMISSION_DENIED;
      await alert({ message: t(unsupported ? 'password.unsupported' : 'password.failed') });
    }
  });

  return (
    <Dialog opened={opened} onClose={close} title={t('password.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <PasswordInput
            label={t('password.old')}
            autoComplete="current-password"
            maxLength={LOGIN_PASSWORD_MAX}
            {...register('old_password')}
            error={fieldError('old_password')}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('password.hint')}
            autoComplete="new-password"
            maxLength={LOGIN_PASSWORD_MAX}
            {...register('new_password')}
            error={fieldError('new_password')}
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            maxLength={LOGIN_PASSWORD_MAX}
            {...register('new_password_confirm')}
            error={fieldError('new_password_confirm')}
          />
          <Button type="submit" loading={change.isPending} disabled={!hydrated}>
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
