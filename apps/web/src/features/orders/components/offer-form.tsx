import { Button, Group, Stack } from '@mantine/core';
import type { TProductGroup } from '@putt/contract/catalogue';
import { firstFailingPath } from '@putt/contract/orders';
import { pathOf } from '@putt/contract/routes';
import type { TBankAccount } from '@putt/contract/site';
import { useState } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { contractErrorsOf } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast';
import { useHydrated } from '../../../ui/use-hydrated';
import { useCreateOrder } from '../api/create-order';
import { ExamineeSection } from './examinee-section';
import { GuardianSection } from './guardian-section';
import { offerFormPaths, offerResolver, type PersonalOrder } from './offer-order';
import { emptyOffer, type OfferValues } from './offer-values';
import { PaymentSection } from './payment-section';
import { ScheduleSection } from './schedule-section';

type Props = { group: TProductGroup; account: TBankAccount | null };

/**
 * The personal application (spec-1 §2, §5): the contract's schema checks it on submit, the first
 * failure by the spec's priority is the toast and every failing field shows its message until it is
 * fixed.
 */
export function OfferForm({ group, account }: Props) {
  const hydrated = useHydrated();
  const { t } = useTranslation(['orders', 'validation']);
  const alert = useAlert();
  const navigate = useNavigate();
  const create = useCreateOrder();
  // One key per form: a second click (or a retry after a lost answer) gets the order already made.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { register, control, setValue, setFocus, trigger, handleSubmit } = useForm<
    OfferValues,
    unknown,
    PersonalOrder
  >({
    defaultValues: emptyOffer,
    resolver: offerResolver({ product_key: group.product_key, totalPrice: group.price, idempotencyKey }),
    // focus goes to the spec's first failure, the one the toast names, which is not always the
    // first failing field on the page
    shouldFocusError: false,
  });

  const onInvalid = (errors: FieldErrors<OfferValues>) => {
    const fields = contractErrorsOf(errors, offerFormPaths);
    const path = firstFailingPath(fields);
    const key = path && fields[path];
    toast.error(key ? t(`validation:${key}`, { defaultValue: t('offer.invalid') }) : t('offer.invalid'));
    // the field itself says what is wrong to a screen reader (its message is its description)
    if (path) setFocus((offerFormPaths[path] ?? path) as Path<OfferValues>);
  };

  const submit = handleSubmit(async (order) => {
    try {
      await create.mutateAsync(order);
    } catch (error) {
      // a refusal names its reason (a field, a changed price); a crash or lost line says nothing useful
      toast.error(failureText(error, t, 'orders:offer.failed'));
      return;
    }
    toast.success(t('offer.success'));
    navigate(pathOf('personalOrders'));
  }, onInvalid);

  const cancel = async () => {
    const sure = await alert({
      title: t('offer.cancelTitle'),
      message: t('offer.cancelAsk'),
      confirm: { yes: t('offer.cancelConfirm'), no: t('offer.cancelKeep'), irreversible: true },
    });
    if (!sure) return;
    toast.info(t('offer.canceled'));
    navigate(pathOf('personalPrice'));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <ExamineeSection control={control} register={register} setValue={setValue} trigger={trigger} />
        <GuardianSection control={control} register={register} />
        <ScheduleSection group={group} control={control} register={register} />
        <PaymentSection account={account} total={group.price} control={control} register={register} />
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
