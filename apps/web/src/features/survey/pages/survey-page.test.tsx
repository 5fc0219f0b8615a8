import { ApiError } from '@putt/contract/client';
import type { TSurveyInfo } from '@putt/contract/survey';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { renderAt } from '../../../testing/render-at';
import ko from '../i18n/ko.json';
import SurveyPage from './survey-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('../components/leave-for', () => ({ leaveFor }));

const info = (over: Partial<TSurveyInfo> = {}): TSurveyInfo => ({
  org_name: '한빛중학교',
  type: 'putt_m',
  test_name: 'PUTT 중등',
  class_name: '2학년 1반',
  grade: 2,
  class: 1,
  major: null,
  start_target_date: '20261201',
  end_target_date: '20261208',
  state: 'open',
  registered: false,
  guardian_consent: false,
  external: false,
  report_mail: true,
  ...over,
});

const open = () => renderAt('/Survey/key-1', '/Survey/:SK', <SurveyPage />, { survey: ko });

/** Answers each operation as given; any other call fails the test. */
function answer(by: Record<string, (input: unknown) => unknown>) {
  call.mockImplementation(async (name: string, input: unknown) => {
    const handler = by[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(input);
  });
}

describe('/Survey/{SK}', () => {
  afterEach(() => call.mockReset());

  it('names the test and, before it starts, says when, without a form', async () => {
    answer({ getSurveyInfo: () => ({ Item: info({ state: 'before' }) }) });
    open();
    expect(await screen.findByRole('heading', { name: 'PUTT 중등' })).toBeTruthy();
    expect(screen.getByText('한빛중학교')).toBeTruthy();
    expect(screen.getByText('2학년 1반')).toBeTruthy();
    expect(screen.getByText(/2026-12-01에 시작합니다/)).toBeTruthy();
    expect(screen.queryByLabelText(ko.entry.code)).toBeNull();
    expect(call).not.toHaveBeenCalledWith('getAttempt', expect.anything(), expect.anything());
  });

  it('says a closed test takes nobody, and whom its results reach: the organisation, or the parent who ordered it', async () => {
    answer({ getSurveyInfo: () => ({ Item: info({ state: 'closed' }) }) });
    const { unmount } = open();
    expect(await screen.findByText(ko.state.closed)).toBeTruthy();
    unmount();
    // a parent's own order: no organisation, and no class (its project carries the test's name)
    answer({
      getSurveyInfo: () => ({ Item: info({ state: 'closed', org_name: '', class_name: 'PUTT 중등' }) }),
    });
    open();
    expect(await screen.findByText(ko.state.closed_individual)).toBeTruthy();
    expect(screen.queryByText(ko.facts.class)).toBeNull();
    expect(screen.getAllByText('PUTT 중등')).toHaveLength(1);
  });

  it('says a link that names no test is not valid and whom to ask, with no retry that cannot mend it', async () => {
    answer({
      getSurveyInfo: () => {
        throw new ApiError(404, 300, 'No test has this link');
      },
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: ko.load.unknownTitle })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(ko.load.unknownDetail);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says 조회 실패 and offers to try again when the connection or the server failed', async () => {
    let calls = 0;
    answer({
      getSurveyInfo: () => {
        calls += 1;
        throw new ApiError(0, 500, 'Network error');
      },
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: ko.load.failed }, { timeout: 5000 }),
    ).toBeTruthy();
    const before = calls;
    fireEvent.click(screen.getByRole('button', { name: ko.load.retry }));
    await waitFor(() => expect(calls).toBeGreaterThan(before));
  });

  it('checks the code upper-cased, warns of a used one, and continues only if the examinee says so', async () => {
    const checks: unknown[] = [];
    answer({
      getSurveyInfo: () => ({ Item: info() }),
      getAttempt: () => {
        throw new ApiError(401, 100, 'Enter the test with your code');
      },
      checkSurveyInfo: (input) => {
        checks.push(input);
        if (!(input as { resume?: boolean }).resume)
          throw new ApiError(409, 110, 'used', { authCode: 'survey:v.codeUsed' });
        return { Item: { num: 7, used: true, student: null } };
      },
    });
    open();
    const code = await screen.findByLabelText(ko.entry.code);
    fireEvent.change(code, { target: { value: 'cdf-479' } });
    expect((code as HTMLInputElement).value).toBe('CDF-479');
    fireEvent.click(screen.getByRole('button', { name: ko.entry.check }));
    expect(await screen.findByText(ko.entry.usedAsk)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: ko.runner.continue }));
    expect(await screen.findByText(ko.entry.resumeIntro)).toBeTruthy();
    expect(checks).toEqual([
      { SK: 'key-1', authCode: 'CDF479' },
      { SK: 'key-1', authCode: 'CDF479', resume: true },
    ]);
    expect((screen.getByLabelText(new RegExp(ko.entry.num)) as HTMLInputElement).value).toBe('07');
    // the accepted code gives the focus to the new step's heading, not to the page body
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: ko.entry.infoTitle }));
    // the birth date's example is the hint's, the test's typical year, and no placeholder in the field
    const dob = screen.getByRole('textbox', { name: new RegExp(ko.entry.dob) }) as HTMLInputElement;
    expect(dob.placeholder).toBe('');
    const year = new Date().getFullYear() - 13;
    expect(screen.getByText(ko.entry.dobHint.replace('{{example}}', `${year}0101`))).toBeTruthy();
  });

  it('words the e-mail for where the results go: the pupil’s own link, or the school hands them out', async () => {
    for (const reportMail of [true, false]) {
      answer({
        getSurveyInfo: () => ({ Item: info({ report_mail: reportMail }) }),
        getAttempt: () => {
          throw new ApiError(401, 100, 'Enter the test with your code');
        },
        checkSurveyInfo: () => ({ Item: { num: 3, used: false, student: null } }),
      });
      const { unmount } = open();
      fireEvent.change(await screen.findByLabelText(ko.entry.code), { target: { value: 'CDF479' } });
      fireEvent.click(screen.getByRole('button', { name: ko.entry.check }));
      const email = await screen.findByRole('textbox', { name: new RegExp(ko.entry.email) });
      const hint = document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!);
      expect(hint?.textContent).toBe(reportMail ? ko.entry.emailHint : ko.entry.emailHintSchool);
      unmount();
    }
  });

  it("fills in the code a slip's QR code brings, and takes it out of the address", async () => {
    const checks: unknown[] = [];
    answer({
      getSurveyInfo: () => ({ Item: info() }),
      getAttempt: () => {
        throw new ApiError(401, 100, 'Enter the test with your code');
      },
      checkSurveyInfo: (input) => {
        checks.push(input);
        return { Item: { num: 7, used: false, student: null } };
      },
    });
    /** the address as the router holds it (the address bar's, in the browser) */
    function Address() {
      const { pathname, hash } = useLocation();
      return <output data-testid="address">{pathname + hash}</output>;
    }
    renderAt(
      '/Survey/key-1#code=cdf479',
      '/Survey/:SK',
      <>
        <SurveyPage />
        <Address />
      </>,
      { survey: ko },
    );
    const code = (await screen.findByLabelText(ko.entry.code)) as HTMLInputElement;
    expect(code.value).toBe('CDF479');
    expect(screen.getByText(ko.entry.codeFromSlip)).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/Survey/key-1');
    fireEvent.click(screen.getByRole('button', { name: ko.entry.check }));
    expect(await screen.findByText(ko.entry.infoTitle)).toBeTruthy();
    expect(checks).toEqual([{ SK: 'key-1', authCode: 'CDF479' }]);
  });

  it('tells that a test runs on an outside form, and sends the entered examinee there', async () => {
    const form = 'https://docs.google.com/forms/d/e/x/viewform?entry.1=CDF479';
    const entries: unknown[] = [];
    answer({
      getSurveyInfo: () => ({ Item: info({ external: true }) }),
      getAttempt: () => {
        throw new ApiError(401, 100, 'Enter the test with your code');
      },
      checkSurveyInfo: () => ({ Item: { num: 7, used: false, student: null } }),
      enterSurvey: (input) => {
        entries.push(input);
        return { resumed: false, external_url: form };
      },
    });
    open();
    expect(await screen.findByText(ko.facts.external)).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(ko.entry.code), { target: { value: 'CDF479' } });
    fireEvent.click(screen.getByRole('button', { name: ko.entry.check }));
    fireEvent.change(await screen.findByRole('textbox', { name: ko.entry.name }), {
      target: { value: '정하늘' },
    });
    fireEvent.click(screen.getByRole('radio', { name: ko.entry.female }));
    fireEvent.change(screen.getByRole('textbox', { name: ko.entry.dob }), { target: { value: '20110305' } });
    fireEvent.change(screen.getByRole('textbox', { name: ko.entry.email }), {
      target: { value: 'haneul@example.com' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: ko.entry.privacyAgree }));
    fireEvent.click(screen.getByRole('button', { name: ko.entry.start }));
    expect((await screen.findByRole('link', { name: ko.entry.leavingLink })).getAttribute('href')).toBe(form);
    expect(screen.getByText(ko.entry.leaving)).toBeTruthy();
    expect(leaveFor).toHaveBeenCalledWith(form);
    expect(entries).toEqual([
      expect.objectContaining({ authCode: 'CDF479', num: 7, name: '정하늘', dob: '20110305' }),
    ]);
  });
});
