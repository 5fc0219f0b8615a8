import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { maxLengthOf } from '@putt/contract/max-length';
import { type TOrgUserNew, ZOrgUserNew } from '@putt/contract/org-users';
import { pathOf } from '@putt/contract/routes';
import { LOGIN_PASSWORD_MAX, NAME_MAX } from '@putt/contract/validators';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { failureText } from '../../../api/error-message';
import { PasswordInput } from '../../../ui/password-input';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useHydrated } from '../../../ui/use-hydrated';
import { useAddOrgUser } from '../api/org-users';

const fields = ZOrgUserNew.shape;
// the contract's limits: a field stops there rather than refusing on submit
const max = {
  email: maxLengthOf(fields.email.unwrap()),
  phoneNumber: maxLengthOf(fields.phoneNumber.unwrap()),
  role: maxLengthOf(fields.role.unwrap()),
  position: maxLengthOf(fields.position.unwrap()),
  description: maxLengthOf(fields.description.unwrap()),
};
const UID_MAX = 12;

const empty: TOrgUserNew = {
  uid: '',
  name: '',
  password: '',
  confirmPassword: '',
  email: '',
  phoneNumber: '',
  role: '',
  position: '',
  description: '',
};

/**
 * The organisation admin adds a user (/Mypage/User/Org/Register, spec-2 §5): id, name and the
 * initial password twice are required, the rest optional. The user sets their own password at the
 * first login. An id the organisation uses is a field error; success goes back to the list.
 */
export default function OrgUserRegisterPage() {
  const { t } = useTranslation('org-users');
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const add = useAddOrgUser();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZOrgUserNew),
    defaultValues: empty,
  });
  const fieldError = useFieldError(formState.errors);

  const onSubmit = handleSubmit(
    async (input) => {
      try {
        await add.mutateAsync(input);
      } catch (error) {
        // a refused field says why beside itself, as the form's own check does; else the toast
        const onFields = showServerFieldErrors(error, setError, (name) => (name in empty ? name : undefined));
        toast.error(onFields ? t('register.invalid') : failureText(error, t, 'org-users:register.failed'));
        return;
      }
      toast.success(t('register.done'));
      navigate(pathOf('orgUsers'));
    },
    () => toast.error(t('register.invalid')),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Text mb="lg">{t('register.intro')}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xl">
          <Stack component="fieldset" m={0} p={0} style={{ border: 0 }}>
            <Title component="legend" order={2} fz="lg" mb="xs">
              {t('register.account')}
            </Title>
            <TextInput
              label={t('register.uid')}
              description={t('register.uidHint')}
              autoComplete="off"
              maxLength={UID_MAX}
              withAsterisk
              {...register('uid')}
              error={fieldError('uid')}
            />
            <TextInput
              label={t('register.name')}
              maxLength={NAME_MAX}
              withAsterisk
              {...register('name')}
              error={fieldError('name')}
            />
            <PasswordInput
              label={t('register.password')}
              description={t('register.passwordHint')}
              autoComplete="new-password"
              maxLength={LOGIN_PASSWORD_MAX}
              withAsterisk
              {...register('password')}
              error={fieldError('password')}
            />
            <PasswordInput
              label={t('register.confirmPassword')}
              autoComplete="new-password"
              maxLength={LOGIN_PASSWORD_MAX}
              withAsterisk
              {...register('confirmPassword')}
              error={fieldError('confirmPassword')}
            />
          </Stack>
          <Stack component="fieldset" m={0} p={0} style={{ border: 0 }}>
            <Title component="legend" order={2} fz="lg" mb="xs">
              {t('register.profile')}
            </Title>
            <TextInput
              label={t('register.email')}
              type="email"
              autoComplete="off"
              maxLength={max.email}
              {...register('email')}
              error={fieldError('email')}
            />
            <TextInput
              label={t('register.phoneNumber')}
              description={t('register.phoneHint')}
              type="tel"
              placeholder="010-1234-5678"
              maxLength={max.phoneNumber}
              {...register('phoneNumber')}
              error={fieldError('phoneNumber')}
            />
            <TextInput
              label={t('register.role')}
              maxLength={max.role}
              {...register('role')}
              error={fieldError('role')}
            />
            <TextInput
              label={t('register.position')}
              maxLength={max.position}
              {...register('position')}
              error={fieldError('position')}
            />
            <Textarea
              label={t('register.description')}
              rows={4}
              maxLength={max.description}
              {...register('description')}
              error={fieldError('description')}
            />
          </Stack>
          <Group justify="flex-end">
            <Button component={Link} to={pathOf('orgUsers')} variant="default">
              {t('register.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!hydrated}>
              {t('register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
