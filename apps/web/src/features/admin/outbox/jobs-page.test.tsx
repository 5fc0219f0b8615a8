import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import JobsPage from './jobs-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const jobId = '0b6f2f0e-8c55-4d0b-9a3e-2a4a1f0c9d01';
const jobs = {
  queues: [
    { name: 'send-mail', counts: { created: 0, retry: 1, active: 0, completed: 12, failed: 1 } },
    { name: 'sweep-outbox', counts: { created: 1, retry: 0, active: 0, completed: 40, failed: 0 } },
  ],
  failed: [
    {
      id: jobId,
      queue: 'send-mail',
      created: Date.UTC(2025, 2, 1, 3),
      failedAt: Date.UTC(2025, 2, 1, 4),
      retryCount: 5,
      error: 'connect ECONNREFUSED 127.0.0.1:25',
    },
  ],
};

describe('the job queues page', () => {
  afterEach(() => call.mockReset());

  it('counts each queue by state, shows the failed job’s error and retries it', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'adminListJobs') return jobs;
      if (name === 'adminRetryJob') return { message: 'success' };
      throw new Error(`unexpected ${name}`);
    });
    renderAt('/Admin/Jobs', '/Admin/Jobs', <JobsPage />, { admin, admin_outbox: strings });
    const card = await screen.findByRole('article', { name: 'send-mail' });
    expect(within(card).getByText('완료').nextSibling?.textContent).toBe('12');
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `작업 ${jobId} 다시 실행` }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminRetryJob', { queue: 'send-mail', id: jobId }),
    );
    await waitFor(() => expect(call.mock.calls.filter(([name]) => name === 'adminListJobs')).toHaveLength(2));
  });
});
