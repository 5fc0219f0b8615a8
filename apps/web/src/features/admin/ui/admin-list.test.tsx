import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import admin from '../i18n/ko.json';
import { AdminList } from './admin-list';

type Row = { id: string; name: string };

function renderList(isPlaceholderData: boolean) {
  const query = {
    data: { items: [{ id: 'a', name: '김하나' }], total: 1, page: 1 },
    isPending: false,
    error: null,
    isPlaceholderData,
    refetch: () => undefined,
  };
  renderAt(
    '/Admin/List',
    '/Admin/List',
    <AdminList<Row>
      caption="목록"
      columns={[{ key: 'name', label: '이름', render: (row) => row.name }]}
      query={query}
      rowKey={(row) => row.id}
      page={1}
      onPage={() => undefined}
      empty="없음"
    />,
    { admin },
  );
  return screen.getByRole('table');
}

describe('a back-office list', () => {
  // the e2e axe check waits for nothing busy: the faded stale rows have half their contrast
  it('marks the previous page’s rows busy and faded while the next one loads', () => {
    const table = renderList(true);
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.style.opacity).toBe('0.6');
  });

  it('shows settled rows as they are', () => {
    const table = renderList(false);
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(table.style.opacity).toBe('');
  });
});
