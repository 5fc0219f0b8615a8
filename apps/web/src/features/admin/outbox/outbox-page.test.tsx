import type { TAdminMailRow } from '@putt/contract/admin/outbox';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import OutboxPage from './outbox-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const failed: TAdminMailRow = {
  id: '6f1c2a52-5d1e-4c7a-9a51-0d3c8f0b1a11',
  created: Date.UTC(2025, 2, 1, 3),
  to: 'parent@example.com',
  subject: '[창의인재연구소] 검사 신청이 접수되었습니다',
  template: 'order-received',
  status: 'failed',
  attempts: 6,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  sentAt: null,
};

const open = (path: string) =>
  renderAt(path, '/Admin/Outbox', <OutboxPage />, { admin, admin_outbox: strings });

describe('the outbox page', () => {
  afterEach(() => call.mockReset());

  it('lists the failed mails the dashboard links to, with attempts and error', async () => {
    call.mockResolvedValue({ items: [failed], total: 1, page: 1, templates: ['order-received'] });
    open('/Admin/Outbox?status=failed');
    expect(await screen.findByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'adminListMails',
      { page: 1, q: '', status: 'failed', template: '' },
      expect.anything(),
    );
    expect(screen.getByText('parent@example.com')).toBeTruthy();
    expect(screen.getAllByText('실패').length).toBeGreaterThan(0);
  });

  it('resends a mail and reads the list again', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'adminListMails')
        return { items: [failed], total: 1, page: 1, templates: ['order-received'] };
      if (name === 'adminResendMail') return { message: 'success' };
      throw new Error(`unexpected ${name}`);
    });
    open('/Admin/Outbox?status=failed');
    fireEvent.click(await screen.findByRole('button', { name: 'parent@example.com에게 다시 보내기' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminResendMail', { id: failed.id }));
    await waitFor(() =>
      expect(call.mock.calls.filter(([name]) => name === 'adminListMails')).toHaveLength(2),
    );
  });

  it('opens the body with the HTML in a fully sandboxed frame', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'adminListMails')
        return { items: [failed], total: 1, page: 1, templates: ['order-received'] };
      if (name === 'adminGetMail')
        return {
          ...failed,
          text: '검사 신청이 접수되었습니다',
          html: '<p>본문</p><script>alert(1)</script>',
          attachments: [],
        };
      throw new Error(`unexpected ${name}`);
    });
    open('/Admin/Outbox');
    fireEvent.click(await screen.findByRole('button', { name: `${failed.subject} 본문 보기` }));
    const frame = (await screen.findByTitle('메일 HTML 미리보기')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>본문</p>');
    expect(call).toHaveBeenCalledWith('adminGetMail', { id: failed.id }, expect.anything());
  });
});
