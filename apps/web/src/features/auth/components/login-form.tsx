import { useHydrated } from '../../../ui/use-hydrated';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Anchor, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '../../../ui/password-input';
import { LOGIN_PASSWORD_MAX } from '@putt/contract/limits';
import { pathOf } from '@putt/contract/routes';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAlert } from '../../../ui/alert-dialog';
import type { TLoginInput } from '@putt/contract/auth';
import { toast } from '../../../ui/toast';
import { useLogin } from '../api/login';
import { loginErrorText } from '../login-error';
import { toLoginInput } from '../login-input';
import type { TLoginForm } from '../login-form-schema';
import { idsFor, readRemembered, saveRemembered, type LoginMode } from '../remember-id';
import { SocialButtons } from './social-buttons';
import { useFieldError } from '../../../ui/use-field-error';

// Rarely needed (a password someone else gave, a forgotten one): loaded only then, not with every
// home page.
const NewPasswordDialog = lazy(() => import('./new-password-dialog'));
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

// The form's checks and zod with them load when the form is first checked (a submit), not with
// every home page: the box hydrates sooner on a slow phone (decision 012).
const resolver: Resolver<TLoginForm> = async (...args) =>
  (await import('../login-form-schema')).loginFormResolver(...args);

/**
 * The login form of /Login (and of the home page's login box): general or organisation member,
 * remember-id, forgot password. On success the member goes Home (spec-1 §4).
 */
export function LoginForm() {
  const hydrated = useHydrated();
  const { t } = useTranslation('auth');
  const alert = useAlert();
  const navigate = useNavigate();
  const login = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  // mounted from the first opening on, so that it closes with its transition
  const [forgotUsed, setForgotUsed] = useState(false);
  const [needsNewPassword, setNeedsNewPassword] = useState<TLoginInput | null>(null);
  const fieldIds = { uid: useId(), password: useId() };
  const { register, handleSubmit, setValue, getValues, reset, control, formState } = useForm<TLoginForm>({
    resolver,
    defaultValues: { mode: 'custom', uid: '', orgId: '', password: '', saveId: false },
  });

  // What this browser remembers is filled in after the first render, which must match the
  // prerendered page (decision 007).
  useEffect(() => {
    const remembered = readRemembered();
    if (remembered)
      reset({ mode: remembered.mode, ...idsFor(remembered.mode, remembered), password: '', saveId: true });
  }, [reset]);
  const mode = useWatch({ control, name: 'mode' });
  const fieldError = useFieldError(formState.errors);

  // Switching modes clears the password and refills the ids remembered for that mode (spec-1 §4).
  const switchMode = (next: LoginMode) => {
    setValue('mode', next);
    setValue('password', '');
    const ids = idsFor(next, readRemembered());
    setValue('uid', ids.uid);
    setValue('orgId', ids.orgId);
  };

  const showFailure = async (error: unknown) => {
    const text = loginErrorText(error);
    const { field } = text;
    await alert({
      message: t(text.key, text.values),
      ...(text.title ? { title: t(text.title) } : {}),
      ...(field && { focusAfter: () => document.getElementById(fieldIds[field]) }),
    });
  };
  const loggedIn = (form: TLoginForm) => {
    saveRemembered(form.saveId, {
      mode: form.mode,
      uid: form.uid,
      orgId: form.mode === 'org' ? form.orgId : '',
    });
    navigate('/');
  };

  const onSubmit = handleSubmit(async (form) => {
    try {
      const input = toLoginInput(form);
      const result = await login.mutateAsync(input);
      if (result.message === 'passwordChangeRequired') setNeedsNewPassword(input);
      else loggedIn(form);
    } catch (error) {
      await showFailure(error);
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            aria-label={t('login.mode')}
            value={mode}
            onChange={(value) => switchMode(value as LoginMode)}
            data={[
              { value: 'custom', label: t('login.general') },
              { value: 'org', label: t('login.org') },
            ]}
          />
          {mode === 'org' && (
            <TextInput
              label={t('login.orgId')}
              autoComplete="organization"
              {...register('orgId')}
              error={fieldError('orgId')}
            />
          )}
          <TextInput
            id={fieldIds.uid}
            label={t('login.uid')}
            autoComplete="username"
            {...register('uid')}
            error={fieldError('uid')}
          />
          <PasswordInput
            id={fieldIds.password}
            label={t('login.password')}
            autoComplete="current-password"
            maxLength={LOGIN_PASSWORD_MAX}
            {...register('password')}
            error={fieldError('password')}
          />
          <Checkbox label={t('login.saveId')} {...register('saveId')} />
          <Button type="submit" fullWidth loading={login.isPending} disabled={!hydrated}>
            {t('login.submit')}
          </Button>
          {mode === 'custom' && <SocialButtons />}
          {mode === 'custom' ? (
            <Group justify="center" gap="lg">
              <Anchor component={Link} to={pathOf('join')} fz="sm">
                {t('login.join')}
              </Anchor>
              <Anchor
                component="button"
                type="button"
                fz="sm"
                onClick={() => {
                  setForgotUsed(true);
                  setForgotOpen(true);
                }}
              >
                {t('login.forgot')}
              </Anchor>
            </Group>
          ) : (
            <Stack gap={4} align="center">
              <Text fz="sm" c="dimmed" ta="center">
                {t('login.orgHint')}
              </Text>
              <Anchor component={Link} to={pathOf('requestOrgRegist')} fz="sm">
                {t('login.orgRegist')}
              </Anchor>
            </Stack>
          )}
        </Stack>
      </form>
      {forgotUsed && (
        <Suspense>
          <ForgotPasswordDialog opened={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
      {needsNewPassword && (
        <Suspense>
          <NewPasswordDialog
            login={needsNewPassword}
            onClose={() => setNeedsNewPassword(null)}
            onDone={() => {
              setNeedsNewPassword(null);
              toast.success(t('newPassword.done'), 5000);
              loggedIn(getValues());
            }}
            onFailure={showFailure}
          />
        </Suspense>
      )}
    </>
  );
}
