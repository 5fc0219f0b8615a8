import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import ko from '../i18n/ko.json';
import ReportDownloadPage from './report-download-page';

const startBrowserDownload = vi.hoisted(() => vi.fn());
vi.mock('../../../api/browser-download', () => ({ startBrowserDownload }));
// the look at what is held asks through the API client (the download fetches a file)
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const open = (path = '/ReportDownload/key-0123456789abcdef/student') =>
  renderAt(path, '/ReportDownload/:SK/:TYPE', <ReportDownloadPage />, { reports: ko });

function fill(name: string, birthday: string) {
  fireEvent.change(screen.getByRole('textbox', { name: ko.name }), { target: { value: name } });
  fireEvent.change(screen.getByRole('textbox', { name: ko.birthday }), { target: { value: birthday } });
  fireEvent.click(screen.getByRole('button', { name: ko.submit }));
}

describe('/ReportDownload/{SK}/{TYPE}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the birth date is 8 digits before asking, then downloads under the name and says so', async () => {
    const fetch = vi.fn(async () => new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: vi.fn() }),
    );
    open();
    fill('정하늘', '2011035');
    expect(await screen.findByText(ko.v.birthdayDigits)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fill('정하늘', '20110305');
    await waitFor(() => expect(startBrowserDownload).toHaveBeenCalledWith('blob:report', '정하늘.pdf'));
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toEqual({
      SK: 'key-0123456789abcdef',
      TYPE: 'student',
      name: '정하늘',
      birthday: '20110305',
    });
    expect((await screen.findByRole('status')).textContent).toBe(ko.started);
  });

  const refusing = (status: number, error: object) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error }), { status })),
    );
  const invalid = (label: string) =>
    screen.getByRole('textbox', { name: label }).getAttribute('aria-invalid') === 'true';

  it('keeps what was typed and marks the name and the birth date together when no report matches', async () => {
    refusing(404, { code: 300, message: 'No report matches', fields: { SK: 'reports:v.noMatch' } });
    open();
    fill('정하늘', '20000101');
    expect((await screen.findByRole('alert')).textContent).toBe(`${ko.failed}: ${ko.v.noMatch}`);
    expect([invalid(ko.name), invalid(ko.birthday)]).toEqual([true, true]);
    expect(screen.getByRole('textbox', { name: ko.name }).getAttribute('aria-errormessage')).toBe(
      screen.getByRole('alert').id,
    );
    expect(screen.getByRole('textbox', { name: ko.birthday })).toHaveProperty('value', '20000101');
  });

  it('marks the name and the birth date together when a look at what is held matches no report', async () => {
    call.mockRejectedValue(
      new ApiError(404, ErrorCode.NOT_FOUND, 'No report matches', { SK: 'reports:v.noMatch' }),
    );
    open();
    fireEvent.change(screen.getByRole('textbox', { name: ko.name }), { target: { value: '정하늘' } });
    fireEvent.change(screen.getByRole('textbox', { name: ko.birthday }), { target: { value: '20000101' } });
    fireEvent.click(screen.getByRole('button', { name: ko.held.lookup }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${ko.held.failed}: ${ko.v.noMatch}`);
    expect([invalid(ko.name), invalid(ko.birthday)]).toEqual([true, true]);
    for (const label of [ko.name, ko.birthday]) {
      expect(screen.getByRole('textbox', { name: label }).getAttribute('aria-errormessage')).toBe(alert.id);
    }
  });

  it('marks neither field for a refusal about the link, worded for a school pupil', async () => {
    refusing(404, { code: 300, message: 'The link expired', fields: { SK: 'reports:v.expiredSchool' } });
    open();
    fill('정하늘', '20110305');
    expect((await screen.findByRole('alert')).textContent).toBe(`${ko.failed}: ${ko.v.expiredSchool}`);
    expect([invalid(ko.name), invalid(ko.birthday)]).toEqual([false, false]);
  });

  it('says how many minutes to wait after too many tries, in one message however often it is asked', async () => {
    refusing(429, { code: 429, message: 'Too many requests', retryAfter: 530 });
    open();
    for (let i = 0; i < 5; i += 1) {
      fill('정하늘', '20000101');
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeNull());
    }
    const wait = `${ko.failed}: ${ko.v.tooMany.replace('{{minutes}}', '9')}`;
    expect(screen.getAllByText(wait)).toHaveLength(1);
  });

  it('says there is nothing to download for a link without a known kind', async () => {
    open('/ReportDownload/key-1/unknown');
    expect((await screen.findByRole('alert')).textContent).toBe(ko.missing);
    expect(screen.queryByRole('textbox', { name: ko.name })).toBeNull();
  });
});
