import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import type { TProjectDetail } from '@putt/contract/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { useReleaseHeldPlace } from '../../../api/project-actions';
import orgOrdersKo from '../i18n/ko.json';
import { renderAt } from '../../../testing/render-at';
import { HeldPlaces } from '../../../ui/held-places';
import { classProject } from './org-orders-test-render';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: { call: vi.fn() },
}));
const call = vi.mocked(api.call);

const project = (held: TProjectDetail['held']) =>
  classProject({
    SK: 'class-1',
    examinees: [
      {
        SK: 'e1',
        num: 3,
        name: '정하늘',
        authCode: 'CDFGHJ',
        report_file: null,
      } as TProjectDetail['examinees'][number],
    ],
    held,
  });

/** The page as the app has it: after a release the order is read again and the place is no longer held. */
function Held({ held: atFirst }: { held: TProjectDetail['held'] }) {
  const [held, setHeld] = useState(atFirst);
  const release = useReleaseHeldPlace('order-1');
  const releaseAndRefetch = {
    ...release,
    mutateAsync: async (place: { SK: string; num: number }) => {
      await release.mutateAsync(place);
      setHeld((now) => (now ?? []).filter((one) => one.num !== place.num));
    },
  };
  return (
    <HeldPlaces project={project(held)} release={releaseAndRefetch} ns="org-orders" prefix="classDetail" />
  );
}

const show = (held: TProjectDetail['held']) =>
  renderAt('/x', '/x', <Held held={held} />, { 'org-orders': orgOrdersKo });

beforeEach(() => {
  call.mockReset();
});

describe('the held places of a class (issue 43)', () => {
  it('shows nothing while nothing is held', () => {
    show([]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('잠긴 번호')).toBeNull();
  });

  it('names each held place, its student and what is held, and releases the one asked for', async () => {
    call.mockResolvedValue({ message: 'success' } as never);
    show([
      { num: 3, entry: true, report: false },
      { num: 7, entry: true, report: true },
    ]);
    const region = within(await screen.findByRole('region', { name: '잠긴 번호' }));
    const items = region.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['3 · 정하늘검사 입장 잠김잠금 해제', '7검사 입장 잠김, 결과 링크 잠김잠금 해제']);
    fireEvent.click(region.getByRole('button', { name: '7번 잠금 해제' }));
    await waitFor(() => expect(region.getByRole('status').textContent).toBe('7번의 잠금을 해제했습니다.'));
    expect(region.getAllByRole('listitem')).toHaveLength(1);
    expect(call).toHaveBeenCalledWith('releaseHeldPlace', { SK: 'class-1', num: 7 });
    // the released row is gone, so the focus waits on the section's heading, not on the page
    expect(document.activeElement?.textContent).toBe('잠긴 번호');
  });

  it('stays after the last release, saying so, with the focus on its heading', async () => {
    call.mockResolvedValue({ message: 'success' } as never);
    show([{ num: 3, entry: true, report: false }]);
    fireEvent.click(await screen.findByRole('button', { name: '3번 잠금 해제' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('잠긴 번호'));
    const region = within(screen.getByRole('region', { name: '잠긴 번호' }));
    expect(region.getByRole('status').textContent).toBe('3번의 잠금을 해제했습니다.');
    expect(region.queryByRole('list')).toBeNull();
    expect(document.activeElement?.textContent).toBe('잠긴 번호');
  });

  it('says why a release was refused', async () => {
    call.mockRejectedValue(new ApiError(404, ErrorCode.NOT_FOUND, 'Nothing is held'));
    show([{ num: 3, entry: true, report: false }]);
    fireEvent.click(await screen.findByRole('button', { name: '3번 잠금 해제' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('요청 실패')).toBeTruthy();
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
  });
});
