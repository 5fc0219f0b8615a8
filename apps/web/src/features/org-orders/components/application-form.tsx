import { Button, Group, Stack } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import type { TMemberInfo } from '@putt/contract/auth';
import type { TProduct } from '@putt/contract/catalogue';
import { levelOfOrganisationType, type OrgApplicationKind } from '@putt/contract/org-orders';
import { pathOf } from '@putt/contract/routes';
import type { TBankAccount } from '@putt/contract/site';
import { type BaseSyntheticEvent, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import { toast } from '../../../ui/toast';
import { useHydrated } from '../../../ui/use-hydrated';
import { useRequestQuotation } from '../api/request-quotation';
import { ApplicationContact } from './application-contact';
import { ApplicationPayment } from './application-payment';
import { ApplicationPlan } from './application-plan';
import { ApplicationProducts } from './application-products';
import {
  applicationResolver,
  type ApplicationValues,
  emptyApplication,
  type OrgApplication,
} from './application-values';

type Props = {
  kind: OrgApplicationKind;
  /** every product of the kind */
  ofKind: TProduct[];
  org: NonNullable<TMemberInfo['org']>;
  account: TBankAccount | null;
};

/**
 * The organisation's application (spec-2 §2 screen 3, §5, §8): the contract's schema checks it on
 * submit (입력 내용을 확인해주세요., or 요청할 상품을 하나 이상 선택해주세요. when nothing is
 * chosen); a refusal is 요청 실패 with the server's reason, a crash 오류 발생. The values stay as
 * typed after any failure.
 */
export function ApplicationForm({ kind, ofKind, org, account }: Props) {
  const hydrated = useHydrated();
  const { t } = useTranslation('org-orders');
  const alert = useAlert();
  const navigate = useNavigate();
  const request = useRequestQuotation();
  // One key per form: a second click (or a retry after a lost answer) gets the order already made.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const fixedLevel = org.type === 'other' ? null : levelOfOrganisationType[org.type];
  const { register, control, handleSubmit, setError, getValues } = useForm<
    ApplicationValues,
    unknown,
    OrgApplication
  >({
    defaultValues: emptyApplication(ofKind, org),
    // the level an organisation of type other chose is read at each check
    resolver: (values, context, options) =>
      applicationResolver({
        kind,
        ofKind,
        level: fixedLevel ?? (values.target_level || null),
        idempotencyKey,
      })(values, context, options),
    // the form's own focus skips "choose a product", which no field holds (onInvalid focuses)
    shouldFocusError: false,
  });
  const chosenLevel = useWatch({ control, name: 'target_level' });
  const meta = { kind, ofKind, level: fixedLevel ?? (chosenLevel || null), idempotencyKey };

  const onInvalid = (errors: FieldErrors<ApplicationValues>, event?: BaseSyntheticEvent) => {
    const onlyNoProduct =
      Object.keys(errors).length === 1 && (errors.lines?.root?.message ?? errors.lines?.message);
    toast.error(onlyNoProduct ? t('v.noProduct') : t('form.invalid'));
    const noProduct = Boolean(errors.lines?.root?.message ?? errors.lines?.message);
    // focus goes to the first failure in the page's order, once the fields show their errors: a
    // field marked invalid, or, when nothing is chosen (no field holds that), the first choice
    const form = event?.target;
    if (!(form instanceof HTMLFormElement)) return;
    setTimeout(() => {
      const failures = [
        form.querySelector<HTMLElement>('[aria-invalid="true"]'),
        noProduct ? form.querySelector<HTMLElement>('input[name$=".selected"]') : null,
      ].filter((element) => element !== null);
      failures.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      failures[0]?.focus();
    });
  };

  const submit = handleSubmit(async (application) => {
    try {
      await request.mutateAsync(application);
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      // a refused field says why beside itself, as the form's own check does; else the notice
      // (the server names the products otherwise than the form's lines: those the notice says)
      const ofForm = (name: string) => (name.split('.')[0]! in getValues() ? name : undefined);
      if (refused && showServerFieldErrors(error, setError, ofForm)) {
        toast.error(t('form.invalid'));
        return;
      }
      await alert({
        title: refused ? t('form.failedTitle') : t('form.errorTitle'),
        message: refused ? errorMessage(error, t, 'org-orders:form.failed') : t('form.failed'),
      });
      return;
    }
    toast.success(t('form.success'));
    navigate(pathOf('orgRequestList'));
  }, onInvalid);

  const cancel = async () => {
    const sure = await alert({
      title: t('form.cancelTitle'),
      message: t('form.cancelAsk'),
      confirm: { yes: t('form.cancelConfirm'), no: t('form.cancelKeep'), irreversible: true },
    });
    if (!sure) return;
    navigate(
      pathOf(
        kind === 'survey' ? 'orgPriceTest' : kind === 'activity' ? 'orgPriceActivity' : 'orgPriceExpert',
      ),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {fixedLevel === null && (
          <ApplicationPlan kind={kind} part="level" control={control} register={register} />
        )}
        <ApplicationProducts meta={meta} control={control} register={register} />
        <ApplicationPlan kind={kind} part="dates" control={control} register={register} />
        <ApplicationContact control={control} register={register} />
        <ApplicationPayment account={account} orgName={org.name} control={control} register={register} />
        <Group justify="center">
          <Button variant="default" onClick={() => void cancel()} disabled={request.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={!hydrated || request.isPending || request.isSuccess}>
            {request.isPending ? t('form.submitting') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
