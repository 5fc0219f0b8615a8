import '@mantine/core/styles/Input.css';
import { Select } from '@mantine/core';
import { type ExpertCourseKey, expertCourseKeys } from '@putt/contract/counselling';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The select's value for "no course" (a Select's options need a value). */
const NONE = 'none';

/** The expert course a staff member completed, or none; whoever has one may be assigned counselling. */
export function ExpertCourseSelect({
  value,
  onChange,
  error,
  ref,
}: {
  value: ExpertCourseKey | null | undefined;
  onChange: (course: ExpertCourseKey | null) => void;
  error?: string;
  /** the field's element, which a failed submit focuses */
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation(['admin_staff-accounts', 'admin']);
  return (
    <Select
      ref={ref}
      label={t('course')}
      description={t('courseHint')}
      data={[
        { value: NONE, label: t('courseNone') },
        ...expertCourseKeys.map((course) => ({ value: course, label: t(`admin:expertCourses.${course}`) })),
      ]}
      value={value ?? NONE}
      onChange={(next) => next && onChange(next === NONE ? null : (next as ExpertCourseKey))}
      allowDeselect={false}
      error={error}
    />
  );
}
