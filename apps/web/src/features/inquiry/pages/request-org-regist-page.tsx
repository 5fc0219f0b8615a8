import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { EMAIL_MAX } from '@putt/contract/inquiries';
import { organisationTypes, type TOrgRequest, ZOrgRequest } from '@putt/contract/org-requests';
import { pathOf } from '@putt/contract/routes';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { PostcodeField } from '../../../ui/postcode/postcode-field';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useHydrated } from '../../../ui/use-hydrated';
import { IdCheckStatus, useIdCheck } from '../../../ui/id-check';
import { useCheckOrgId, useCreateOrganisationRequest } from '../api/org-requests';
import { usePostcodeLabels } from '../../../ui/postcode/postcode-labels';

// spec-2 §9: the registration form's toasts
const INVALID_MS = 1500;
const FAILED_MS = 3000;

// The type select's "choose" option: refused by the schema until the user picks a type.
const unchosen = { type: '' } as unknown as Pick<TOrgRequest, 'type'>;

const empty: TOrgRequest = {
  uid: '',
  name: '',
  president: '',
  address: { postCode: '', address: '', addressDetail: '' },
  dept: '',
  deptPersonName: '',
  deptPersonPhoneNumber: '',
  email: '',
  phoneNumber: '',
  description: '',
  ...unchosen,
};

/** /RequestOrgRegist: asks the company to register an organisation (spec-2 §3-§5, §8). */
export default function RequestOrgRegistPage() {
  const hydrated = useHydrated();
  const { t } = useTranslation(['inquiry', 'validation']);
  const postcodeLabels = usePostcodeLabels();
  const alert = useAlert();
  const navigate = useNavigate();
  const check = useCheckOrgId();
  const create = useCreateOrganisationRequest();
  const { register, handleSubmit, control, trigger, setError, setFocus, formState } = useForm<TOrgRequest>({
    resolver: zodResolver(ZOrgRequest),
    defaultValues: empty,
  });
  const uid = useWatch({ control, name: 'uid' });
  // the organisation id's duplicate check (spec-2 §4), as the sign-up form's member id check
  const idCheck = useIdCheck(uid, (id) => check.mutateAsync(id));
  const fieldError = useFieldError(formState.errors);
  const detailError = formState.errors.address?.addressDetail?.message;

  const checkId = async () => {
    if (!uid.trim()) {
      setError('uid', { message: 'inquiry:regist.idEnterFirst' });
      setFocus('uid');
      return;
    }
    if (await trigger('uid')) await idCheck.run();
  };

  const onSubmit = handleSubmit(
    async (request) => {
      if (idCheck.state !== 'available') {
        toast.warning(t('regist.idCheckNeeded'), INVALID_MS);
        return;
      }
      try {
        await create.mutateAsync(request);
      } catch (error) {
        // someone took the id since the check
        if (error instanceof ApiError && error.code === ErrorCode.ID_EXISTS) idCheck.markTaken();
        toast.error(t('regist.failed', { reason: errorMessage(error, t) }), FAILED_MS);
        return;
      }
      await alert({ message: t('regist.success') });
      navigate(pathOf('home'));
    },
    () => toast.error(t('regist.invalid'), INVALID_MS),
  );

  return (
    <Container size={760} py="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Text mb="lg">{t('regist.intro')}</Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <div>
              <TextInput
                label={t('regist.uid')}
                description={t('regist.uidHint')}
                autoComplete="off"
                maxLength={12}
                withAsterisk
                {...register('uid')}
                error={fieldError('uid')}
                // the check button sits beside the box, under the label and above any message
                inputContainer={(input) => (
                  <Group gap="xs" wrap="nowrap">
                    <div style={{ flex: 1 }}>{input}</div>
                    <Button
                      variant="light"
                      onClick={() => void checkId()}
                      loading={check.isPending}
                      disabled={!hydrated}
                    >
                      {t('regist.check')}
                    </Button>
                  </Group>
                )}
              />
              <IdCheckStatus
                state={idCheck.state}
                texts={{
                  available: t('regist.idAvailable'),
                  taken: t('regist.idTaken'),
                  error: t('regist.idCheckFailed'),
                }}
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('regist.name')}
                autoComplete="organization"
                maxLength={50}
                withAsterisk
                {...register('name')}
                error={fieldError('name')}
              />
              <TextInput
                label={t('regist.president')}
                maxLength={20}
                withAsterisk
                {...register('president')}
                error={fieldError('president')}
              />
            </SimpleGrid>
            <NativeSelect
              label={t('regist.type')}
              withAsterisk
              data={[
                { value: '', label: t('regist.choose') },
                ...organisationTypes.map((type) => ({ value: type, label: t(`regist.types.${type}`) })),
              ]}
              {...register('type')}
              error={fieldError('type')}
            />
            <Controller
              control={control}
              name="address"
              render={({ field }) => (
                <PostcodeField
                  label={t('regist.address')}
                  value={{ postCode: '', address: '', addressDetail: '', ...field.value }}
                  onChange={field.onChange}
                  labels={postcodeLabels}
                  detailError={detailError && t(`validation:${detailError}`)}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('regist.dept')}
                maxLength={50}
                withAsterisk
                {...register('dept')}
                error={fieldError('dept')}
              />
              <TextInput
                label={t('regist.deptPersonName')}
                autoComplete="name"
                maxLength={20}
                withAsterisk
                {...register('deptPersonName')}
                error={fieldError('deptPersonName')}
              />
              <TextInput
                label={t('regist.deptPersonPhoneNumber')}
                description={t('regist.deptPersonPhoneNumberHint')}
                type="tel"
                autoComplete="tel"
                maxLength={20}
                withAsterisk
                {...register('deptPersonPhoneNumber')}
                error={fieldError('deptPersonPhoneNumber')}
              />
              <TextInput
                label={t('regist.phoneNumber')}
                description={t('regist.phoneNumberHint')}
                type="tel"
                maxLength={13}
                withAsterisk
                {...register('phoneNumber')}
                error={fieldError('phoneNumber')}
              />
            </SimpleGrid>
            <TextInput
              label={t('regist.email')}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              withAsterisk
              // spec-2 §5: the address is checked when the user leaves the field
              {...register('email', { onBlur: () => void trigger('email') })}
              error={fieldError('email')}
            />
            <Textarea
              label={t('regist.description')}
              rows={5}
              maxLength={1000}
              {...register('description')}
              error={fieldError('description')}
            />
            <Button type="submit" disabled={!hydrated || create.isPending}>
              {create.isPending ? t('form.submitting') : t('regist.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
