import { Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminProductGroup,
  type TUpdateProductGroupInput,
  ZUpdateProductGroupInput,
} from '@putt/contract/admin/catalogue';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation } from '../api/admin-api';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { PriceField } from './price-field';
import { useCatalogueSave } from './use-catalogue-save';

/** Edits one individual package's price. */
export function GroupFormDialog({ group, onClose }: { group: TAdminProductGroup; onClose: () => void }) {
  const { t } = useTranslation(['admin_catalogue', 'admin']);
  const mutation = useAdminMutation('adminUpdateProductGroup', [
    'adminListCatalogue',
    'adminListCatalogueChanges',
    'getProductGroups',
  ]);
  const { register, handleSubmit, formState, setError, control } = useForm<TUpdateProductGroupInput>({
    resolver: zodResolver(ZUpdateProductGroupInput),
    defaultValues: { productKey: group.productKey, price: group.price, updatedAt: group.updatedAt },
  });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useCatalogueSave(setError);
  const onSubmit = handleSubmit((value) => run(() => mutation.mutateAsync(value), onClose));

  return (
    <Dialog opened onClose={onClose} title={t('form.groupTitle', { key: group.productKey })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          <PriceField register={register} control={control} error={fieldError('price')} />
          <Text fz="sm" c="dimmed">
            {t('form.publicNote')}
          </Text>
          <DialogButtons submit={t('admin:save')} busy={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
