import '@mantine/core/styles/Switch.css';
import { Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type TAdminProduct,
  type TUpdateProductInput,
  ZUpdateProductInput,
} from '@putt/contract/admin/catalogue';
import { isInstrumentKey } from '@putt/contract/instruments';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation } from '../api/admin-api';
import { DialogButtons } from '../ui/dialog-buttons';
import { FormFailure } from '../ui/form-failure';
import { ExternalFormFields } from './external-form-fields';
import { PriceField } from './price-field';
import { useCatalogueSave } from './use-catalogue-save';

/** The dialog's values: the outside form's entry ids as the text staff type, one per line. */
export type ProductFormValues = Omit<TUpdateProductInput, 'formUri' | 'formEntryIds'> & {
  formUri: string;
  formEntryIds: string;
};

/** Edits one product; mounted per opening, so it starts from the row as last read. */
export function ProductFormDialog({ product, onClose }: { product: TAdminProduct; onClose: () => void }) {
  const { t } = useTranslation(['admin_catalogue', 'admin']);
  const mutation = useAdminMutation('adminUpdateProduct', [
    'adminListCatalogue',
    'adminListCatalogueChanges',
    'getProducts',
    'getProductGroups',
  ]);
  const { register, handleSubmit, formState, setError, control } = useForm<
    ProductFormValues,
    unknown,
    TUpdateProductInput
  >({
    resolver: contractResolver(ZUpdateProductInput),
    defaultValues: {
      sk: product.sk,
      name: product.name,
      nameEn: product.nameEn,
      price: product.price,
      active: product.active,
      formUri: product.formUri ?? '',
      formEntryIds: product.formEntryIds.join('\n'),
      updatedAt: product.updatedAt,
    },
  });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useCatalogueSave(setError);
  const onSubmit = handleSubmit((value) => run(() => mutation.mutateAsync(value), onClose));

  return (
    <Dialog opened onClose={onClose} title={t('form.productTitle', { name: product.name })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormFailure text={failure} />
          <TextInput label={t('form.name')} withAsterisk {...register('name')} error={fieldError('name')} />
          <TextInput
            label={t('form.nameEn')}
            withAsterisk
            {...register('nameEn')}
            error={fieldError('nameEn')}
          />
          <PriceField register={register} control={control} error={fieldError('price')} />
          <Switch label={t('form.active')} description={t('form.activeHint')} {...register('active')} />
          {isInstrumentKey(product.type) && (
            <ExternalFormFields register={register} fieldError={fieldError} />
          )}
          <Text fz="sm" c="dimmed">
            {t('form.publicNote')}
          </Text>
          <DialogButtons submit={t('admin:save')} busy={mutation.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
