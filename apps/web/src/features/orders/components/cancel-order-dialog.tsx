import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { maxLengthOf } from '@putt/contract/max-length';
import { cancelMyOrder } from '@putt/contract/orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../api/error-message';
import { Dialog } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useHydrated } from '../../../ui/use-hydrated';
import { useCancelMyOrder } from '../api/my-orders';

const ZCancelForm = cancelMyOrder.input.pick({ reason: true });
type CancelForm = z.input<typeof ZCancelForm>;

// The contract's limit of a reason: the field stops there rather than refusing on submit.
const REASON_MAX = maxLengthOf(ZCancelForm.shape.reason);

type Props = {
  /** the pending order to cancel; null keeps the dialog closed */
  order: { SK: string; name: string } | null;
  onClose: () => void;
};

/** Asks the member why they cancel a pending application (required), then cancels it. */
export function CancelOrderDialog({ order, onClose }: Props) {
  const { t } = useTranslation('orders');
  const hydrated = useHydrated();
  // The order named while the dialog closes (its fade-out), after the page has let go of it.
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);
  const cancel = useCancelMyOrder();
  const { register, handleSubmit, reset, formState } = useForm<CancelForm>({
    resolver: zodResolver(ZCancelForm),
    defaultValues: { reason: '' },
  });
  const fieldError = useFieldError(formState.errors);
  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!order) return;
    try {
      await cancel.mutateAsync({ SK: order.SK, reason });
      toast.success(t('cancel.done'));
      close();
    } catch (error) {
      // the dialog stays open with the reason typed, so the member can try again
      toast.error(errorMessage(error, t, 'orders:cancel.failed'));
    }
  });

  return (
    <Dialog opened={order !== null} onClose={close} title={t('cancel.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text>{t('cancel.intro', { name: shown?.name ?? '' })}</Text>
          <Textarea
            label={t('cancel.reason')}
            withAsterisk
            rows={4}
            maxLength={REASON_MAX}
            {...register('reason')}
            error={fieldError('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel.keep')}
            </Button>
            <Button type="submit" color="red.9" loading={cancel.isPending} disabled={!hydrated}>
              {t('cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
