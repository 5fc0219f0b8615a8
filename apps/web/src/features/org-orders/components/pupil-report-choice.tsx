import '@mantine/core/styles/Input.css';
import { NativeSelect, Text } from '@mantine/core';
import { pupilReportDayChoices } from '@putt/contract/projects';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/form/form-section';
import type { RegistrationValues } from './class-values';

/**
 * The school's choice at class registration (decision 028): whether each pupil receives the link
 * to their own report at the e-mail they type at entry, and for how many days it opens; or none,
 * when the school hands the results out. The entry words its e-mail field by it.
 */
export function PupilReportChoice({ register }: { register: UseFormRegister<RegistrationValues> }) {
  const { t } = useTranslation('org-orders');
  return (
    <FormSection title={t('project.pupilReports.title')}>
      <Text size="sm">{t('project.pupilReports.intro')}</Text>
      <NativeSelect
        label={t('project.pupilReports.label')}
        data={pupilReportDayChoices.map((days) => ({
          value: String(days),
          label: days === 0 ? t('project.pupilReports.none') : t('project.pupilReports.days', { days }),
        }))}
        {...register('pupil_report_days')}
      />
    </FormSection>
  );
}
