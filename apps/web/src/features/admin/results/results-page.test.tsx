import type { TAdminResultRow, TAdminResultVersion } from '@putt/contract/admin/results';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import banks from '../item-banks/i18n/ko.json';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import ResultsPage from './results-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const row = (over: Partial<TAdminResultRow> = {}): TAdminResultRow => ({
  id: '5d1b7a52-3a0e-4f4f-8a39-0c7f2f8e0a01',
  status: 'held',
  flags: ['fast', 'sameAnswers'],
  examinee: { name: '김바다', num: 2 },
  project: {
    SK: 'class-1',
    name: '2학년 1반',
    status: 'ing',
    orderSK: 'order-1',
    organisation: '한빛중학교',
  },
  instrument: 'putt_m',
  form: 'standard',
  computedAt: Date.UTC(2026, 10, 20, 3),
  norm: { label: '데모 규준', version: 1, current: true },
  review: null,
  ...over,
});

const version = (over: Partial<TAdminResultVersion> = {}): TAdminResultVersion => ({
  id: '5d1b7a52-3a0e-4f4f-8a39-0c7f2f8e0a01',
  status: 'held',
  computedAt: Date.UTC(2026, 10, 20, 3),
  computedBy: null,
  norm: { label: '데모 규준', version: 1 },
  engine: 'engine-1',
  supersededAt: null,
  areas: [
    { id: 'linguistic', raw: 3, t: 50, band: 'average' },
    { id: 'logical', raw: 3.2, t: 53, band: 'average' },
  ],
  ...over,
});

const quality = {
  flags: ['fast', 'sameAnswers'] as const,
  answered: 160,
  items: 160,
  medianMs: 300,
  fastShare: 1,
  longestRun: 160,
  sd: 0,
};

function serve(result: TAdminResultRow, role: 'admin' | 'operator' = 'operator', versions = [version()]) {
  call.mockImplementation(async (name: string) => {
    if (name === 'adminListResults') return { items: [result], total: 1, page: 1 };
    if (name === 'adminGetResult')
      return { result, quality: { ...quality, flags: [...quality.flags] }, versions };
    if (name === 'adminGetSession') return { staff: { staffId: 'clerk', name: '직원', role } };
    return { message: 'success' };
  });
}

const open = (path = '/Admin/Results') =>
  renderAt(path, '/Admin/Results', <ResultsPage />, {
    admin,
    admin_results: strings,
    'admin_item-banks': banks,
  });

describe('the result review page', () => {
  afterEach(() => call.mockReset());

  it('opens on the held results, each with its class, checks and a review button', async () => {
    serve(row());
    open();
    const button = await screen.findByRole('button', { name: '김바다 결과 검토' });
    expect(call).toHaveBeenCalledWith(
      'adminListResults',
      { page: 1, q: '', status: 'held' },
      expect.anything(),
    );
    const line = button.closest('tr')!;
    expect(line.textContent).toContain('김바다 (2번)');
    expect(line.textContent).toContain('2학년 1반한빛중학교');
    expect(line.textContent).toContain('PUTT 중등');
    expect(line.textContent).toContain('빠른 응답, 같은 답 반복');
    expect(within(line).getByRole('link', { name: '2학년 1반' }).getAttribute('href')).toBe(
      '/Admin/Orders/order-1',
    );
  });

  it('releases a held result only with a note, and says what the checks measured', async () => {
    serve(row());
    open();
    fireEvent.click(await screen.findByRole('button', { name: '김바다 결과 검토' }));
    const dialog = await screen.findByRole('dialog', { name: '결과 검토' });
    expect(dialog.textContent).toContain('0.3초');
    expect(dialog.textContent).toContain('문항을 읽기 어려울 만큼 빠르게 답한 응답이 많습니다.');
    expect(within(dialog).getByRole('columnheader', { name: '논리수학' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '결과 공개' }));
    expect(await within(dialog).findByText('검토 메모를 입력해 주세요.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('adminReviewResult', expect.anything());
    fireEvent.change(within(dialog).getByRole('textbox', { name: /검토 메모/ }), {
      target: { value: '응답 시간 확인함' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '결과 공개' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminReviewResult', {
        id: row().id,
        decision: 'release',
        note: '응답 시간 확인함',
      }),
    );
  });

  it('offers no retest once the class has closed', async () => {
    serve(row({ project: { ...row().project, status: 'completed' } }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '김바다 결과 검토' }));
    const dialog = await screen.findByRole('dialog', { name: '결과 검토' });
    expect((within(dialog).getByRole('button', { name: '재검사 요청' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(dialog.textContent).toContain('재검사는 검사가 진행 중일 때만 요청할 수 있습니다.');
  });

  it('offers an administrator, not an operator, to rescore a result of an older norm, with its history', async () => {
    const older = row({
      status: 'released',
      flags: [],
      norm: { label: '데모 규준', version: 1, current: false },
    });
    const history = [version({ status: 'released' })];
    serve(older, 'operator', history);
    const first = open('/Admin/Results?status=all');
    fireEvent.click(await screen.findByRole('button', { name: '김바다 결과 보기' }));
    let dialog = await screen.findByRole('dialog', { name: '결과 검토' });
    await within(dialog).findByText('채점 기록');
    expect(within(dialog).queryByRole('button', { name: '다시 채점' })).toBeNull();
    first.unmount();

    serve(older, 'admin', history);
    open('/Admin/Results?status=all');
    fireEvent.click(await screen.findByRole('button', { name: '김바다 결과 보기' }));
    dialog = await screen.findByRole('dialog', { name: '결과 검토' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '다시 채점' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminRescoreResult', { id: older.id }));
  });
});
