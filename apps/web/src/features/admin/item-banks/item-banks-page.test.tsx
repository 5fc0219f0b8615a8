import type { TAdminItemBankRow } from '@putt/contract/admin/item-banks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFile } from '../../../testing/choose-file';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import ItemBanksPage from './item-banks-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const bank = (over: Partial<TAdminItemBankRow>): TAdminItemBankRow => ({
  id: '0b6f2f0e-8c55-4d0b-9a3e-2a4a1f0c9d01',
  instrument: 'tec',
  form: 'standard',
  version: 1,
  label: '데모 문항 (Demo items)',
  demo: true,
  items: 108,
  createdAt: Date.UTC(2026, 10, 1, 3),
  createdBy: null,
  firstUsedAt: null,
  current: true,
  ...over,
});

const open = () =>
  renderAt('/Admin/ItemBanks', '/Admin/ItemBanks', <ItemBanksPage />, { admin, 'admin_item-banks': strings });

describe('the item banks page', () => {
  afterEach(() => call.mockReset());

  it('lists the banks with their version, demo mark and use; a used one cannot be deleted', async () => {
    call.mockResolvedValue({
      banks: [
        bank({
          id: 'b2',
          version: 2,
          label: '2027 표준',
          demo: false,
          createdBy: 'banker',
          firstUsedAt: Date.UTC(2026, 10, 20),
        }),
        bank({ id: 'b1', current: false }),
      ],
    });
    open();
    await screen.findAllByRole('rowheader', { name: 'TEC · 표준형' });
    const newest = screen.getAllByRole('row')[1]!;
    expect(newest.textContent).toContain('v2현재');
    expect(within(newest).queryByRole('button', { name: '삭제' })).toBeNull();
    const demo = screen.getAllByRole('row')[2]!;
    expect(demo.textContent).toContain('데모');
    expect(demo.textContent).toContain('서버 설치');
    expect(within(demo).getByRole('button', { name: '삭제' })).toBeTruthy();
  });

  it('names each problem of a refused file', async () => {
    call.mockImplementation(async (name: string) =>
      name === 'adminListItemBanks'
        ? { banks: [] }
        : {
            ok: false,
            problems: [
              { code: 'itemCount', expected: 108, found: 100 },
              { code: 'schema', path: 'instrument' },
            ],
          },
    );
    open();
    chooseFile('tec.json', '.json,.xlsx', '{}');
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminImportItemBank', {
        file: { name: 'tec.json', base64: 'e30=' },
      }),
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '문항이 108개여야 하는데 100개입니다.',
      'instrument 항목의 값이 없거나 형식이 맞지 않습니다.',
    ]);
  });
});
