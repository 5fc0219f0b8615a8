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
    { name: 'send-mail', waiting: 1204, oldestWaitingSeconds: 3 * 3600 + 5 * 60 + 9, active: 2, failed: 1 },
    { name: 'sweep-outbox', waiting: 0, oldestWaitingSeconds: null, active: 0, failed: 0 },
    { name: 'student-report', waiting: 3, oldestWaitingSeconds: 42.7, active: 1, failed: 0 },
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

  it('shows each queue’s figures in a row headed by its name, the failed job’s error, and retries it', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'adminListJobs') return jobs;
      if (name === 'adminRetryJob') return { message: 'success' };
      throw new Error(`unexpected ${name}`);
    });
    renderAt('/Admin/Jobs', '/Admin/Jobs', <JobsPage />, { admin, admin_outbox: strings });
    const table = await screen.findByRole('region', { name: '대기열별 작업 현황' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['대기열', '대기', '가장 오래 기다린 작업', '실행 중', '실패(최근 24시간)']);
    const figures = (queue: string) =>
      [...within(table).getByRole('rowheader', { name: queue }).closest('tr')!.querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    expect(figures('send-mail')).toEqual(['1,204', '3시간 5분', '2', '1']);
    expect(figures('sweep-outbox')).toEqual(['0', '—', '0', '0']);
    expect(figures('student-report')).toEqual(['3', '42초', '1', '0']);
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `작업 ${jobId} 다시 실행` }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminRetryJob', { queue: 'send-mail', id: jobId }),
    );
    await waitFor(() => expect(call.mock.calls.filter(([name]) => name === 'adminListJobs')).toHaveLength(2));
  });
});
