import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import OrgRequestsPage from './org-requests-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const open = (path: string) =>
  renderAt(path, '/Admin/OrgRequests', <OrgRequestsPage />, { admin, 'admin_org-requests': strings });

describe('the registration requests list', () => {
  afterEach(() => call.mockReset());

  it('takes its status filter and search from the address and links each request', async () => {
    call.mockResolvedValue({
      page: 1,
      total: 1,
      items: [
        {
          id: 'req-1',
          created: Date.UTC(2026, 10, 1, 3),
          uid: 'hanbit',
          name: '한빛초등학교',
          type: 'elementary',
          deptPersonName: '이선생',
          email: 'lee@hanbit.example',
          status: 'pending',
        },
      ],
    });
    open('/Admin/OrgRequests?status=pending&q=hanbit');
    const link = await screen.findByRole('link', { name: '한빛초등학교' });
    expect(link.getAttribute('href')).toBe('/Admin/OrgRequests/req-1');
    expect(call).toHaveBeenCalledWith(
      'adminListOrgRequests',
      { page: 1, q: 'hanbit', status: 'pending' },
      expect.anything(),
    );
    const row = link.closest('tr')!;
    for (const text of [
      '2026-11-01 12:00',
      'hanbit',
      '초등학교',
      '이선생',
      'lee@hanbit.example',
      '검토 대기',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
  });

  it('ignores an unknown status and says when nothing matches', async () => {
    call.mockResolvedValue({ page: 1, total: 0, items: [] });
    open('/Admin/OrgRequests?status=bogus');
    expect(await screen.findByText('조건에 맞는 기관 등록 요청이 없습니다.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'adminListOrgRequests',
      { page: 1, q: '', status: '' },
      expect.anything(),
    );
  });
});
