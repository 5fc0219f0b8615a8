import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { inSurveyBundle, ORG_NOTES_MAX, ORG_QUANTITY_MAX } from '@putt/contract/org-orders';
import { type Control, type Path, type UseFormRegister, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../ui/use-field-error';
import { useWon } from '../../../ui/use-won';
import { FormSection } from '../../../ui/form/form-section';
import {
  type ApplicationMeta,
  type ApplicationValues,
  offeredFor,
  type OrgApplication,
  rowOf,
  shownTotal,
} from './application-values';

type Props = {
  meta: ApplicationMeta;
  control: Control<ApplicationValues, unknown, OrgApplication>;
  register: UseFormRegister<ApplicationValues>;
};

type RowProps = {
  name: string;
  unitPrice: number;
  base: 'bundle' | `lines.${number}`;
  control: Props['control'];
  register: Props['register'];
};

/** One product: a checkbox named by it; once chosen, its quantity, notes and line amount (unit × quantity). */
function ProductRow({ name, unitPrice, base, control, register }: RowProps) {
  const { t } = useTranslation('org-orders');
  const won = useWon();
  const fieldError = useFieldError(useFormState({ control }).errors);
  const [selected, quantity] = useWatch({
    control,
    name: [`${base}.selected`, `${base}.quantity`] as [Path<ApplicationValues>, Path<ApplicationValues>],
  }) as [boolean, string];
  const count = Number(quantity);
  return (
    <Paper withBorder p="md" bg={selected ? 'brand.0' : undefined}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Checkbox
            label={name}
            {...register(`${base}.selected` as Path<ApplicationValues>)}
            styles={{ label: { fontWeight: 600 } }}
          />
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('form.unitPrice', { price: won(unitPrice) })}
          </Text>
        </Group>
        {selected && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              type="number"
              inputMode="numeric"
              min={1}
              max={ORG_QUANTITY_MAX}
              label={t('form.quantity')}
              aria-label={t('form.quantityOf', { name })}
              withAsterisk
              {...register(`${base}.quantity` as Path<ApplicationValues>)}
              error={fieldError(`${base}.quantity` as Path<ApplicationValues>)}
            />
            <TextInput
              label={t('form.notes')}
              aria-label={t('form.notesOf', { name })}
              placeholder={t('form.notesPlaceholder')}
              maxLength={ORG_NOTES_MAX}
              {...register(`${base}.notes` as Path<ApplicationValues>)}
              error={fieldError(`${base}.notes` as Path<ApplicationValues>)}
            />
            <Stack gap={2} justify="flex-end">
              <Text fz="sm" fw={500}>
                {t('form.supplyPrice')}
              </Text>
              <Text fw={700} aria-live="polite">
                {Number.isInteger(count) && count > 0 ? won(unitPrice * count) : '-'}
              </Text>
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The products of the application's kind for the organisation's level, each chosen with a quantity
 * (spec-2 §5); a survey offers the level's tests as one bundle too (option B, spec-2 §3). The total
 * is computed as the user types, from the prices the server will check.
 */
export function ApplicationProducts({ meta, control, register }: Props) {
  const { t } = useTranslation('org-orders');
  const won = useWon();
  const fieldError = useFieldError(useFormState({ control }).errors);
  const values = useWatch({ control }) as ApplicationValues;
  const bundleOn = values.bundle?.selected ?? false;
  const { kind } = meta;
  const offered = offeredFor(meta);
  const tests = offered.filter((product) => inSurveyBundle(kind, product));
  const total = shownTotal(values, meta);
  // react-hook-form keeps an array field's own message under `root` (the unit tests' resolver call: at the field)
  const noProduct = fieldError('lines.root' as Path<ApplicationValues>) ?? fieldError('lines');
  return (
    <FormSection title={t('form.products.heading')}>
      <Text fz="sm" c="dimmed">
        {t(`form.products.lead.${kind}`)}
      </Text>
      {tests.length > 1 && (
        <ProductRow
          name={t('form.products.bundle', { names: tests.map((product) => product.name).join(' + ') })}
          unitPrice={tests.reduce((sum, product) => sum + product.price, 0)}
          base="bundle"
          control={control}
          register={register}
        />
      )}
      {meta.level === null && <Text fz="sm">{t('form.products.chooseLevel')}</Text>}
      {offered.map((product) =>
        bundleOn && inSurveyBundle(kind, product) ? null : (
          <ProductRow
            key={product.SK}
            name={product.name}
            unitPrice={product.price}
            base={`lines.${rowOf(meta, product)}`}
            control={control}
            register={register}
          />
        ),
      )}
      {noProduct && (
        <Text c="red.8" fz="sm" role="alert">
          {noProduct}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Text fw={600}>{t('form.total')}</Text>
        <Text fw={800} fz="xl" aria-live="polite">
          {won(total)}
        </Text>
      </Group>
    </FormSection>
  );
}
