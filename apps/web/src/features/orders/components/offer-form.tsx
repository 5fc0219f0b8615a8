import { Button, Group, Stack } from '@mantine/core';
import type { TProductGroup } from '@putt/contract/catalogue';
import { firstFailure } from '@putt/contract/orders';
import { pathOf } from '@putt/contract/routes';
import type { TBankAccount } from '@putt/contract/site';
import { type FormEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { toast } from '../../../ui/toast';
import { useHydrated } from '../../../ui/use-hydrated';
import { useCreateOrder } from '../api/create-order';
import { ExamineeSection } from './examinee-section';
import { GuardianSection } from './guardian-section';
import { checkOffer, emptyOffer, type OfferValues } from './offer-values';
import { PaymentSection } from './payment-section';
import { ScheduleSection } from './schedule-section';

type Props = { group: TProductGroup; account: TBankAccount };

/**
 * The personal application (spec-1 §2, §5): the contract's schema checks it, the first failure by
 * the spec's priority is the toast and every failing field shows its message until it is fixed.
 */
export function OfferForm({ group, account }: Props) {
  const hydrated = useHydrated();
  const { t } = useTranslation('orders');
  const alert = useAlert();
  const navigate = useNavigate();
  const create = useCreateOrder();
  // One key per form: a second click (or a retry after a lost answer) gets the order already made.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [checked, setChecked] = useState(false);
  const { register, control, setValue, getValues } = useForm<OfferValues>({ defaultValues: emptyOffer });
  const meta = { product_key: group.product_key, totalPrice: group.price, idempotencyKey };
  // Once checked, the form re-renders on every change so the messages follow what is typed.
  useWatch({ control, disabled: !checked });
  const result = checked ? checkOffer(getValues(), meta) : undefined;
  const fields = result && !result.ok ? result.fields : {};
  const errorOf = (path: string) => (fields[path] ? t(`common:${fields[path]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const check = checkOffer(getValues(), meta);
    if (!check.ok) {
      const key = firstFailure(check.fields);
      toast.error(key ? t(`common:${key}`, { defaultValue: t('offer.invalid') }) : t('offer.invalid'));
      return;
    }
    try {
      await create.mutateAsync(check.order);
    } catch (error) {
      // a refusal names its reason (a field, a changed price); a crash or lost line says nothing useful
      toast.error(failureText(error, t, 'orders:offer.failed'));
      return;
    }
    toast.success(t('offer.success'));
    navigate(pathOf('personalOrders'));
  };

  const cancel = async () => {
    if (!(await alert({ message: t('offer.cancelAsk'), confirm: true }))) return;
    toast.info(t('offer.canceled'));
    navigate(pathOf('personalPrice'));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <ExamineeSection control={control} register={register} setValue={setValue} errorOf={errorOf} />
        <GuardianSection register={register} errorOf={errorOf} />
        <ScheduleSection group={group} control={control} register={register} errorOf={errorOf} />
        <PaymentSection account={account} total={group.price} register={register} errorOf={errorOf} />
        <Group justify="center">
          <Button variant="default" onClick={() => void cancel()} disabled={create.isPending}>
            {t('offer.cancel')}
          </Button>
          <Button type="submit" disabled={!hydrated || create.isPending || create.isSuccess}>
            {create.isPending ? t('offer.submitting') : t('offer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
