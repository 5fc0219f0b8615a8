import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminCohortRow } from '@putt/contract/admin/expert-courses';
import { formatYmd } from '@putt/contract/dates';
import { cohortStatuses, expertCourseKeys } from '@putt/contract/expert-courses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { AdminSearch } from '../ui/admin-search';
import type { AdminColumn } from '../ui/admin-table';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { CohortDialog } from './cohort-dialog';
import { CohortStatusBadge } from './course-status-badge';
import { WordBadge } from '../../../ui/status/word-badge';

/**
 * /Admin/Courses (issue 25, decision 024): the expert courses' cohorts, newest first, by course,
 * status and name; each with its dates, place, seats taken and the enrolments awaiting a check.
 */
export default function CoursesPage() {
  const { t } = useTranslation(['admin_courses', 'admin']);
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', course: '', status: '' });
  const course = filterValue(expertCourseKeys, filters.course);
  const status = filterValue(cohortStatuses, filters.status);
  const query = useAdminQuery('adminListCohorts', { page, q: filters.q, course, status });
  const [creating, setCreating] = useState(false);

  const columns: AdminColumn<TAdminCohortRow>[] = [
    {
      key: 'name',
      label: t('columns.name'),
      render: (row) => (
        <Anchor component={Link} to={adminPath('adminCourseDetail', { id: row.id })}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'course', label: t('columns.course'), render: (row) => t(`coursesShort.${row.course}`) },
    {
      key: 'dates',
      label: t('columns.dates'),
      nowrap: true,
      render: (row) => t('dates', { from: formatYmd(row.startsOn), to: formatYmd(row.endsOn) }),
    },
    { key: 'place', label: t('columns.place'), render: (row) => row.place },
    {
      key: 'seats',
      label: t('columns.seats'),
      nowrap: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          {t('seats', { held: row.held, seats: row.seats })}
          {row.waiting > 0 && <WordBadge color="orange">{t('waiting', { count: row.waiting })}</WordBadge>}
        </Group>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      nowrap: true,
      render: (row) => <CohortStatusBadge status={row.status} />,
    },
  ];

  return (
    <AdminPage
      title={t('admin:nav.adminCourses')}
      actions={<Button onClick={() => setCreating(true)}>{t('actions.open')}</Button>}
    >
      <Text size="sm">{t('intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <ChoiceFilter
          label={t('filters.course')}
          values={expertCourseKeys}
          value={course}
          onChange={(value) => setFilters({ course: value })}
          labelOf={(value) => t(`coursesShort.${value}`)}
        />
        <ChoiceFilter
          label={t('filters.status')}
          values={cohortStatuses}
          value={status}
          onChange={(value) => setFilters({ status: value })}
          labelOf={(value) => t(`status.${value}`)}
        />
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('filters.search')}
          hint={t('filters.searchHint')}
        />
      </Group>
      <AdminList
        caption={t('admin:nav.adminCourses')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        page={page}
        onPage={setPage}
        empty={t('empty')}
      />
      {creating && <CohortDialog onClose={() => setCreating(false)} />}
    </AdminPage>
  );
}
