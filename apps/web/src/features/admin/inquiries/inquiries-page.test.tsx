import type { TAdminInquiryRow } from '@putt/contract/admin/inquiries';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import InquiriesPage from './inquiries-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const row: TAdminInquiryRow = {
  kind: 'organisation',
  id: 'org-1',
  created: Date.UTC(2025, 2, 1, 3),
  name: '이선생',
  orgName: '한빛초등학교',
  targetProduct: 'P_PUTT',
  email: 'teacher@school.example',
  status: 'new',
  hasAttachment: true,
  answers: 0,
};

describe('the inquiry inbox', () => {
  afterEach(() => call.mockReset());

  it('opens with the status the dashboard links to, links each inquiry and filters by kind', async () => {
    call.mockResolvedValue({ items: [row], total: 1, page: 1 });
    renderAt('/Admin/Inquiries?status=new', '/Admin/Inquiries', <InquiriesPage />, {
      admin,
      admin_inquiries: strings,
    });
    const link = await screen.findByRole('link', { name: '한빛초등학교 · 이선생' });
    expect(link.getAttribute('href')).toBe('/Admin/Inquiries/organisation/org-1');
    expect(call).toHaveBeenCalledWith(
      'adminListInquiries',
      { page: 1, q: '', kind: '', status: 'new' },
      expect.anything(),
    );
    expect(screen.getByText('첨부 있음')).toBeTruthy();

    const kind = screen.getByRole('combobox', { name: '구분' });
    expect([...kind.querySelectorAll('option')].map((option) => option.textContent)).toContain('개인 문의');
    fireEvent.change(kind, { target: { value: 'individual' } });
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminListInquiries',
        { page: 1, q: '', kind: 'individual', status: 'new' },
        expect.anything(),
      ),
    );
  });
});
