import type { TAdminNormRow } from '@putt/contract/admin/norms';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFile } from '../../../testing/choose-file';
import { renderAt } from '../../../testing/render-at';
import banks from '../item-banks/i18n/ko.json';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import NormsPage from './norms-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const norm = (over: Partial<TAdminNormRow>): TAdminNormRow => ({
  id: '0b6f2f0e-8c55-4d0b-9a3e-2a4a1f0c9d02',
  instrument: 'putt_m',
  form: 'standard',
  version: 1,
  label: '데모 규준 (Demo norms)',
  demo: true,
  groups: 1,
  sample: 1000,
  createdAt: Date.UTC(2026, 10, 1, 3),
  createdBy: null,
  firstUsedAt: Date.UTC(2026, 10, 2, 3),
  current: true,
  olderResults: 0,
  ...over,
});

const open = () =>
  renderAt('/Admin/Norms', '/Admin/Norms', <NormsPage />, {
    admin,
    admin_norms: strings,
    'admin_item-banks': banks,
  });

describe('the norms page', () => {
  afterEach(() => call.mockReset());

  it('lists each version with its sample, the current one with the results an older norm scored', async () => {
    call.mockResolvedValue({
      norms: [
        norm({
          id: 'n2',
          version: 2,
          label: '2027 전국 규준',
          demo: false,
          groups: 6,
          sample: 12400,
          createdBy: 'chief',
          olderResults: 37,
        }),
        norm({ id: 'n1', current: false }),
      ],
    });
    open();
    await screen.findAllByRole('rowheader', { name: 'PUTT 중등 · 표준형' });
    const [, newest, first] = screen.getAllByRole('row');
    expect(newest!.textContent).toContain('v2현재');
    expect(newest!.textContent).toContain('6개 집단 · 12,400명');
    expect(newest!.textContent).toContain('이전 규준의 결과 37건');
    expect(first!.textContent).toContain('데모');
    expect(first!.textContent).not.toContain('이전 규준의 결과');
    expect(within(first!).getByRole('button', { name: 'JSON 내려받기' })).toBeTruthy();
  });

  it('names each problem of a refused file', async () => {
    call.mockImplementation(async (name: string) =>
      name === 'adminListNorms'
        ? { norms: [] }
        : {
            ok: false,
            problems: [
              { code: 'bandOverlap', at: 69 },
              { code: 'missingStat', level: 'scale', id: 'linguistic.perception', group: 0 },
            ],
          },
    );
    open();
    chooseFile('norm.json', '.json', '{}');
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminImportNorm', { file: { name: 'norm.json', base64: 'e30=' } }),
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'T점수 69이(가) 두 수준에 겹칩니다.',
      '0번 집단에 scale linguistic.perception의 평균과 표준편차가 없습니다.',
    ]);
  });
});
