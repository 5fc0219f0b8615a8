import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import ko from '../i18n/ko.json';
import CertVerifyPage from './cert-verify-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const certificate = {
  number: 'P2-2026-00012',
  kind: 'level2',
  holderName: '김하늘',
  course: 'advanced',
  issuedAt: Date.UTC(2026, 5, 30, 3, 0),
  revokedAt: null,
  revokeReason: '',
};

const open = (path = '/Cert/Verify') => renderAt(path, '/Cert/Verify', <CertVerifyPage />, { expert: ko });
const verify = ko.verify;
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const check = () => fireEvent.click(screen.getByRole('button', { name: verify.submit }));
const status = () => within(screen.getByRole('status'));

describe('certificate verification page', () => {
  afterEach(() => call.mockReset());

  it('fills in the number from the link, and shows a valid certificate where it is announced', async () => {
    call.mockResolvedValue(certificate);
    open('/Cert/Verify?number=P2-2026-00012');
    expect(field(verify.number).value).toBe('P2-2026-00012');
    type(verify.name, ' 김하늘 ');
    check();
    expect(await status().findByText(verify.valid)).toBeTruthy();
    expect(call).toHaveBeenCalledWith('verifyCertificate', { number: 'P2-2026-00012', name: '김하늘' });
    expect(status().getByText('P2-2026-00012')).toBeTruthy();
    expect(status().getByText(ko.certificates.level2)).toBeTruthy();
    expect(status().getByText('김하늘')).toBeTruthy();
    expect(status().getByText(ko.courses.advanced)).toBeTruthy();
    expect(status().getByText('2026-06-30')).toBeTruthy();
    expect(status().queryByText(verify.revoked)).toBeNull();
  });

  it('sends the number in capitals, and shows a revoked certificate with when and why', async () => {
    call.mockResolvedValue({
      ...certificate,
      revokedAt: Date.UTC(2026, 8, 1, 3, 0),
      revokeReason: '부정한 방법으로 취득함',
    });
    open();
    type(verify.number, 'p2-2026-00012');
    type(verify.name, '김하늘');
    check();
    expect(await status().findByText(verify.revoked)).toBeTruthy();
    expect(call).toHaveBeenCalledWith('verifyCertificate', { number: 'P2-2026-00012', name: '김하늘' });
    expect(status().getByText('2026-09-01')).toBeTruthy();
    expect(status().getByText('부정한 방법으로 취득함')).toBeTruthy();
    expect(status().queryByText(verify.valid)).toBeNull();
  });

  it('says when no certificate matches, and when too many checks were made', async () => {
    call.mockRejectedValueOnce(
      new ApiError(404, ErrorCode.NOT_FOUND, 'not found', { number: 'expert:v.numberUnknown' }),
    );
    call.mockRejectedValueOnce(new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'slow down'));
    open();
    type(verify.number, 'PB-2026-99999');
    type(verify.name, '홍길동');
    check();
    expect(await status().findByText(verify.notFound)).toBeTruthy();
    // no match is not the number's fault alone: the field itself stays unmarked
    expect(field(verify.number).getAttribute('aria-invalid')).not.toBe('true');
    check();
    expect(await status().findByText('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(field(verify.number).value).toBe('PB-2026-99999');
  });

  it('asks for the number and the name before checking', async () => {
    open();
    check();
    expect(await screen.findByText(ko.v.numberRequired)).toBeTruthy();
    expect(screen.getByText(ko.v.nameRequired)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
