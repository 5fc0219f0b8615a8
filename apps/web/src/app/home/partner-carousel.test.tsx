import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { renderAt } from '../../testing/render-at';
import common from '../i18n/ko/common.json';
import { PartnerCarousel } from './partner-carousel';

vi.mock('../../api/client', async (original) => ({ ...(await original<object>()), api: { call: vi.fn() } }));
const call = vi.mocked(api.call);
const strings = common.home.partners;

const partner = (name: string, logoFileId: string | null = null) => ({
  name,
  nameEn: `${name} (en)`,
  url: `https://www.${name}.example.kr`,
  logoFileId,
});
const siteInfo = (partners: ReturnType<typeof partner>[]) => ({ bankAccount: {}, partners });

beforeEach(() => call.mockReset());

describe('PartnerCarousel', () => {
  it('shows the partners staff saved, with the logo they uploaded, and turns through them', async () => {
    call.mockResolvedValue(siteInfo([partner('가람', 'logo1'), partner('나래'), partner('다솜')]));
    renderAt('/', '/', <PartnerCarousel />, {});
    const region = await screen.findByRole('region', { name: strings.title });
    const first = region.querySelector('a')!;
    expect(first.getAttribute('href')).toBe('https://www.가람.example.kr');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/files/logo1');
    expect(first.textContent).toContain('가람');

    fireEvent.click(screen.getByRole('button', { name: strings.next }));
    expect(region.querySelector('a')!.getAttribute('href')).toBe('https://www.나래.example.kr');
  });

  it('shows no partner section when staff list none', async () => {
    call.mockResolvedValue(siteInfo([]));
    renderAt('/', '/', <PartnerCarousel />, {});
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith('getSiteInfo', {}, expect.anything()));
    expect(screen.queryByRole('region', { name: strings.title })).toBeNull();
  });
});
