import { ApiError } from '@putt/contract/client';
import type { TOrderDetail, TProjectDetail } from '@putt/contract/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../components/order-test-render';
import PersonalOrderDetailPage from './personal-order-detail-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const project = (over: Partial<TProjectDetail>): TProjectDetail => ({
  SK: 'p-1',
  num: 1,
  name: 'PUTT 초등 검사',
  type: 'putt_e',
  status: 'pending',
  start_target_date: '20250310',
  end_target_date: null,
  counsel_target_date: '20250320',
  counsel_type: 'online',
  responder_uri: null,
  examinees: [
    {
      SK: 'e-1',
      num: 1,
      name: '김하늘',
      dob: '20140105',
      gender: 'f',
      school_info: '한빛초등학교 5학년',
      email: 'sky@example.com',
      address: { postCode: '12345', address: '서울', addressDetail: '' },
      authCode: null,
    },
  ],
  ...over,
});

const order = (projects: TProjectDetail[]): TOrderDetail => ({
  SK: 'sk-1',
  name: 'PUTT 초등 패키지',
  type: 'individual',
  status: 'pending',
  totalPrice: 160000,
  createdDate: Date.UTC(2025, 2, 1, 3),
  is_paid: false,
  receiver_email: 'parent@example.com',
  guardian: { name: '김부모', relationship: '모', phone_number: '010-1234-5678' },
  payment_method: { type: 'bank_deposit', deposit_name: '김하늘', bank_date: '20250303' },
  products: [],
  projects,
});

const open = (SK = 'sk-1') =>
  renderAt(
    `/Mypage/Order/Personal/Detail/${SK}`,
    '/Mypage/Order/Personal/Detail/:SK',
    <PersonalOrderDetailPage />,
  );

const fact = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('personal order detail', () => {
  afterEach(() => call.mockReset());

  it("offers an examinee's report once it is made", async () => {
    const made = project({ status: 'completed' });
    made.examinees[0]!.report_file = 'Abc_123-key';
    call.mockResolvedValue({ Item: order([made]) });
    open();
    const card = await screen.findByRole('region', { name: 'PUTT 초등 검사' });
    const link = within(card).getByRole('link', { name: '김하늘 결과 보고서 받기 (PDF)' });
    expect(link.getAttribute('href')).toBe('/documents/reports/Abc_123-key/student.pdf');
    expect(link.textContent).toBe('PDF 받기');
  });

  it('shows the order, its project with dates as yyyy-mm-dd, and the examinees', async () => {
    call.mockResolvedValue({ Item: order([project({})]) });
    open();
    const summary = await screen.findByRole('region', { name: 'PUTT 초등 패키지' });
    expect(call).toHaveBeenCalledWith(
      'getOrderProjectsContainsExamninees',
      { SK: 'sk-1' },
      expect.anything(),
    );
    expect(fact(summary, '신청일')).toBe('2025-03-01');
    expect(fact(summary, '신청 상태')).toBe('승인 대기');
    expect(fact(summary, '결제 금액')).toBe('160,000원');
    expect(fact(summary, '입금자명')).toBe('김하늘');
    expect(fact(summary, '입금 예정일')).toBe('2025-03-03');
    expect(fact(summary, '보호자')).toBe('김부모 (모, 010-1234-5678)');

    const card = screen.getByRole('region', { name: 'PUTT 초등 검사' });
    expect(fact(card, '진행 상태')).toBe('대기');
    expect(fact(card, '검사 희망일')).toBe('2025-03-10');
    expect(fact(card, '상담 희망일')).toBe('2025-03-20');
    expect(fact(card, '상담 방식')).toBe('비대면');
    expect(fact(card, '검사 링크')).toBe('검사가 시작되면 링크가 표시됩니다.');
    const examinee = within(card).getByRole('rowheader', { name: '김하늘' }).closest('tr')!;
    expect([...examinee.cells].map((cell) => cell.textContent)).toEqual([
      '김하늘',
      '여',
      '2014-01-05',
      '한빛초등학교 5학년',
      'sky@example.com',
      '보고서 준비 전',
    ]);
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe(
      '/Mypage/Order/Personal',
    );
  });

  it('links the test while it runs, and says it ended once completed', async () => {
    const uri = 'https://example.com/Survey/key';
    call.mockResolvedValue({
      Item: order([
        project({ SK: 'p-1', name: '진행 검사', status: 'ing', responder_uri: uri }),
        project({ SK: 'p-2', name: '끝난 검사', status: 'completed', responder_uri: uri }),
      ]),
    });
    open();
    const running = await screen.findByRole('region', { name: '진행 검사' });
    const link = within(running).getByRole('link', { name: /검사 시작하기/ });
    expect(link.getAttribute('href')).toBe(uri);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(fact(screen.getByRole('region', { name: '끝난 검사' }), '검사 링크')).toBe('검사 종료');
  });

  it('opens a pending test of an approved order, shows the code once open, asks for the report and ends a running test', async () => {
    const approved = {
      ...order([
        project({ SK: 'p-1', name: '열 검사', status: 'pending' }),
        project({ SK: 'p-2', name: '대기 검사', status: 'ready', codes: [{ num: 1, code: 'CDF347' }] }),
        project({ SK: 'p-3', name: '진행 검사', status: 'ing', codes: [{ num: 1, code: 'HJK679' }] }),
      ]),
      status: 'ready',
    };
    call.mockImplementation(async (name: string) =>
      name === 'openOneProject'
        ? { message: 'success' }
        : name === 'requestProjectReportGeneration'
          ? { message: 'success', queued: 0, mailed: 2 }
          : { Item: approved },
    );
    open();
    const pending = await screen.findByRole('region', { name: '열 검사' });
    fireEvent.click(within(pending).getByRole('button', { name: '검사 열기' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('openOneProject', { SK: 'p-1' }));

    const ready = screen.getByRole('region', { name: '대기 검사' });
    expect(fact(ready, '인증코드')).toBe('CDF347');
    // spec-1 §4: a ready or running test offers the report request; only a running one ends
    expect(
      within(ready)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['결과 보고서 요청']);
    const running = screen.getByRole('region', { name: '진행 검사' });
    expect(fact(running, '인증코드')).toBe('HJK679');
    expect(within(running).getByRole('button', { name: '검사 종료 및 결과 보고서 발송' })).toBeTruthy();
    fireEvent.click(within(running).getByRole('button', { name: '결과 보고서 요청' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('requestProjectReportGeneration', { SK: 'p-3' }));
  });

  it('says what each step does, asks for no report already made, and warns in red only while the test is unfinished', async () => {
    const submitted = { state: 'submitted' as const, answered: 128, total: 128 };
    const answering = { state: 'answering' as const, answered: 40, total: 128 };
    const done = project({
      SK: 'p-1',
      name: '마친 검사',
      status: 'ing',
      codes: [{ num: 1, code: 'HJK679', progress: submitted }],
    });
    done.examinees[0]!.report_file = 'Abc_123-key';
    const unfinished = project({
      SK: 'p-2',
      name: '푸는 중인 검사',
      status: 'ing',
      codes: [{ num: 1, code: 'CDF347', progress: answering }],
    });
    call.mockResolvedValue({ Item: { ...order([done, unfinished]), status: 'ing' } });
    open();
    // what the parent's page lists: their child's tests, not "projects"
    const tests = await screen.findByRole('region', { name: '검사' });
    const description = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-describedby')!)?.textContent;
    const red = (button: HTMLElement) => (button.getAttribute('style') ?? '').includes('red');

    // the report can be downloaded: no request for it; ending it takes nothing away, so no red
    const finished = within(tests).getByRole('region', { name: '마친 검사' });
    expect(
      within(finished)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['검사 종료 및 결과 보고서 발송']);
    const close = within(finished).getByRole('button', { name: '검사 종료 및 결과 보고서 발송' });
    expect(description(close)).toBe(
      '검사를 마치고 결과 보고서를 이메일로 보냅니다. 종료한 검사는 다시 열 수 없습니다.',
    );
    expect(red(close)).toBe(false);

    // still being answered: the request is offered and says what it does; ending it warns in red
    const going = within(tests).getByRole('region', { name: '푸는 중인 검사' });
    const request = within(going).getByRole('button', { name: '결과 보고서 요청' });
    expect(description(request)).toBe(
      '응시를 마친 검사의 결과 보고서를 만들고, 완성된 보고서의 링크를 이메일로 보냅니다.',
    );
    expect(red(request)).toBe(false);
    const stop = within(going).getByRole('button', { name: '검사 종료 및 결과 보고서 발송' });
    expect(description(stop)).toContain(
      '아직 응시를 마치지 않았습니다. 종료하면 더 이상 응시할 수 없습니다.',
    );
    expect(red(stop)).toBe(true);
  });

  it('says what opening a test does', async () => {
    call.mockResolvedValue({ Item: { ...order([project({ name: '열 검사' })]), status: 'approved' } });
    open();
    const card = await screen.findByRole('region', { name: '열 검사' });
    const button = within(card).getByRole('button', { name: '검사 열기' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      '검사 링크와 인증코드를 만듭니다. 검사일부터 응시할 수 있습니다.',
    );
  });

  it('offers no test to open before the deposit is approved', async () => {
    call.mockResolvedValue({ Item: order([project({ name: '대기 중 검사' })]) });
    open();
    const card = await screen.findByRole('region', { name: '대기 중 검사' });
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('answers a missing or foreign order with the not-found text and the way back', async () => {
    call.mockRejectedValue(new ApiError(404, 300, 'Not found'));
    open('someone-elses');
    expect(await screen.findByText('해당 신청 정보를 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(screen.getByRole('link', { name: '목록으로' })).toBeTruthy();
  });

  it('offers a retry when the load fails for another reason', async () => {
    call.mockRejectedValue(new ApiError(500, 500, 'boom'));
    open();
    expect(await screen.findByText('데이터를 불러오는데 실패했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
