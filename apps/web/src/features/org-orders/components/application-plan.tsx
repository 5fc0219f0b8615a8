import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { levels } from '@putt/contract/catalogue';
import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import { type OrgApplicationKind, ORG_TEST_DATE_DAYS, orgTestTypes } from '@putt/contract/org-orders';
import { type Control, Controller, type UseFormRegister, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../ui/use-field-error';
import { FormSection } from '../../../ui/form/form-section';
import type { ApplicationValues, OrgApplication } from './application-values';

type Props = {
  kind: OrgApplicationKind;
  /** `level`: an organisation of type other chooses the school level it buys for (spec-2 §3), first */
  part: 'level' | 'dates';
  control: Control<ApplicationValues, unknown, OrgApplication>;
  register: UseFormRegister<ApplicationValues>;
};

/**
 * When and how: the planned test date and the test type (survey and Activity, spec-2 §5), the
 * counselling date after the test and its report (survey; a hint), the target level of an
 * organisation of type other.
 */
export function ApplicationPlan({ kind, part, control, register }: Props) {
  const { t } = useTranslation('org-orders');
  const fieldError = useFieldError(useFormState({ control }).errors);
  if (part === 'dates' && kind === 'expert') return null;
  const today = seoulToday();
  const [min, max] = [formatYmd(today), formatYmd(addDays(today, ORG_TEST_DATE_DAYS))];
  return (
    <FormSection title={t(part === 'level' ? 'form.plan.levelHeading' : 'form.plan.heading')}>
      {part === 'level' && (
        <Controller
          control={control}
          name="target_level"
          render={({ field }) => (
            <Radio.Group
              label={t('form.plan.targetLevel')}
              description={t('form.plan.targetLevelNote')}
              withAsterisk
              {...field}
              error={fieldError('target_level')}
            >
              <Group mt="xs">
                {levels.map((level) => (
                  <Radio key={level} value={level} label={t(`form.level.${level}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      )}
      {part === 'dates' && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('form.plan.testDueDate')}
              description={t('form.plan.window', { from: min, to: max })}
              min={min}
              max={max}
              withAsterisk
              {...register('test_due_date')}
              error={fieldError('test_due_date')}
            />
            <Controller
              control={control}
              name="test_type"
              render={({ field }) => (
                <Radio.Group
                  label={t('form.plan.testType')}
                  withAsterisk
                  {...field}
                  error={fieldError('test_type')}
                >
                  <Group mt="xs">
                    {orgTestTypes.map((type) => (
                      <Radio key={type} value={type} label={t(`form.testType.${type}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
          </SimpleGrid>
          {kind === 'survey' && (
            <TextInput
              type="date"
              label={t('form.plan.coachingDueDate')}
              description={t('form.plan.coachingHint')}
              min={min}
              {...register('coaching_due_date')}
              error={fieldError('coaching_due_date')}
            />
          )}
        </>
      )}
    </FormSection>
  );
}
