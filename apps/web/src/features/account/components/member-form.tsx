import '@mantine/core/styles/Input.css';
import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TMemberInfo, updateMemberInfo } from '@putt/contract/auth';
import { NAME_MAX } from '@putt/contract/validators';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAlert } from '../../../ui/alert-dialog';
import { toast } from '../../../ui/toast';
import { useUpdateMember } from '../api/member';
import { useFieldError } from '../../../ui/use-field-error';

type Form = z.input<(typeof updateMemberInfo)['input']>;

/**
 * The editable member fields of spec-1 §6: individuals edit name and e-mail; organisation users also
 * phone, role, position and description. Organisation admins and social members see them read-only.
 */
export function MemberForm({ member }: { member: TMemberInfo }) {
  const { t } = useTranslation('account');
  const alert = useAlert();
  const update = useUpdateMember();
  const isOrgUser = member.type === 'user';
  const readOnly = member.type === 'admin' || member.type === 'google' || member.type === 'kakao';
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(updateMemberInfo.input),
    defaultValues: {
      name: member.name,
      email: member.email,
      phoneNumber: member.phoneNumber,
      role: member.role,
      position: member.position,
      description: member.description,
    },
  });
  const fieldError = useFieldError(formState.errors);

  const onSubmit = handleSubmit(async (form) => {
    const input = isOrgUser ? form : { name: form.name, email: form.email };
    try {
      await update.mutateAsync(input);
      toast.success(t('modify.saved'));
    } catch {
      await alert({ message: t('modify.failed') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput label={t('modify.uid')} value={member.uid} readOnly />
        <TextInput
          label={t('modify.name')}
          maxLength={NAME_MAX}
          readOnly={readOnly}
          {...register('name')}
          error={fieldError('name')}
        />
        <TextInput
          label={t('modify.email')}
          type="email"
          readOnly={readOnly}
          {...register('email')}
          error={fieldError('email')}
        />
        {(isOrgUser || member.type === 'admin') && (
          <>
            <TextInput
              label={t('modify.phoneNumber')}
              placeholder="010-1234-5678"
              readOnly={readOnly}
              {...register('phoneNumber')}
              error={fieldError('phoneNumber')}
            />
            <TextInput
              label={t('modify.role')}
              readOnly={readOnly}
              {...register('role')}
              error={fieldError('role')}
            />
            <TextInput
              label={t('modify.position')}
              readOnly={readOnly}
              {...register('position')}
              error={fieldError('position')}
            />
            <Textarea
              label={t('modify.description')}
              autosize
              minRows={2}
              readOnly={readOnly}
              {...register('description')}
            />
          </>
        )}
        {!readOnly && (
          <Button type="submit" loading={update.isPending}>
            {t('modify.save')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
