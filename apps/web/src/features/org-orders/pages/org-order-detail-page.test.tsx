import { ApiError } from '@putt/contract/client';
import type { TOrgOrderDetail } from '@putt/contract/org-orders';
import type { OrderStatus } from '@putt/contract/orders';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageOwnTitle } from '../../../ui/page-title';
import { orgDetail, renderOrgOrders } from '../components/org-orders-test-render';
import OrgOrderDetailPage from './org-order-detail-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

/** The title the page gives itself, where the layout's banner shows it. */
function OwnTitle() {
  return <output data-testid="own-title">{usePageOwnTitle()}</output>;
}

const open = (SK = 'sk-1') =>
  renderOrgOrders(
    `/Mypage/Order/Org/Detail/${SK}`,
    '/Mypage/Order/Org/Detail/:SK',
    <>
      <OwnTitle />
      <OrgOrderDetailPage />
    </>,
  );
const ownTitle = () => screen.getByTestId('own-title').textContent;

/** An order line of expert-course seats (the advanced course unless said). */
const courseLine = (over: Partial<TOrgOrderDetail['products'][number]> = {}) => ({
  prod_id: 'p-9',
  name: '다재능 코칭 전문가 심화 과정',
  type: 'expert_putt_h',
  unit_price: 500_000,
  quantity: 2,
  supply_price: 1_000_000,
  notes: '',
  ...over,
});

/** The value beside a label in a section's facts table. */
const fact = (section: HTMLElement, label: string) =>
  within(section).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('organisation order detail', () => {
  afterEach(() => call.mockReset());

  it('shows the quotation, its lines, plan, contact, payment, tax invoice and documents', async () => {
    call.mockResolvedValue({
      Item: orgDetail({
        status: 'ready',
        cc: 'office@school.kr',
        coaching_due_date: '20240320',
        target_level: 'E',
        is_paid: true,
        paid_date: '20240120',
        tax_invoice: { number: 'TI-0001', date: '20240121' },
        documents: ['quotation', 'statement'],
        products: [
          {
            prod_id: 'p-1',
            name: 'PUTT 초등',
            type: 'putt_e',
            unit_price: 25_000,
            quantity: 50,
            supply_price: 1_250_000,
            notes: '5학년',
          },
        ],
      }),
    });
    open();
    const summary = await screen.findByRole('region', { name: '견적 정보' });
    expect(call).toHaveBeenCalledWith('getOrder', { SK: 'sk-1' }, expect.anything());
    expect(fact(summary, '견적 번호')).toBe('Q-2024-0001');
    expect(fact(summary, '상태')).toBe('검사 대기');
    expect(fact(summary, '신청일')).toBe('2024-01-02');

    const lines = screen.getByRole('region', { name: '견적 품목' });
    const line = within(lines).getByRole('rowheader', { name: 'PUTT 초등' }).closest('tr')!;
    expect([...line.cells].map((cell) => cell.textContent)).toEqual([
      'PUTT 초등',
      '50',
      '25,000원',
      '1,250,000원',
      '5학년',
    ]);
    expect(fact(lines, '합계')).toBe('1,250,000원');
    // each figure's header stands over it at the right; the words' headers at the left
    const alignOf = (name: string) => within(lines).getByRole('columnheader', { name }).style.textAlign;
    expect(['품목', '수량', '단가', '금액', '비고'].map(alignOf)).toEqual([
      '',
      'right',
      'right',
      'right',
      '',
    ]);

    const plan = screen.getByRole('region', { name: '진단 일정' });
    expect(fact(plan, '검사 예정일')).toBe('2024-03-01');
    expect(fact(plan, '검사 방식')).toBe('온라인 검사');
    expect(fact(plan, '상담코칭 희망일')).toBe('2024-03-20');
    expect(fact(plan, '대상 학교급')).toBe('초등학교');

    const contact = screen.getByRole('region', { name: '담당자 정보' });
    expect(fact(contact, '부서명')).toBe('교무부');
    expect(fact(contact, '담당자')).toBe('김담당');
    expect(fact(contact, '휴대전화')).toBe('010-1234-5678');
    expect(fact(contact, '참조 이메일')).toBe('office@school.kr');

    const payment = screen.getByRole('region', { name: '결제 정보' });
    expect(fact(payment, '결제 방법')).toBe('계좌이체');
    expect(fact(payment, '입금 예정일')).toBe('2024-01-15');
    expect(fact(payment, '입금자명')).toBe('한빛초');
    expect(fact(payment, '결제 여부')).toBe('결제 완료 (2024-01-20)');

    const invoice = screen.getByRole('region', { name: '세금계산서' });
    expect(fact(invoice, '세금계산서 번호')).toBe('TI-0001');
    expect(fact(invoice, '발행일')).toBe('2024-01-21');

    const documents = screen.getByRole('region', { name: '문서 내려받기' });
    const statement = within(documents).getByRole('link', { name: '거래명세서 PDF' });
    expect(statement.getAttribute('href')).toBe('/documents/orders/sk-1/statement.pdf');
    expect(statement.hasAttribute('download')).toBe(true);
    expect(within(documents).getByRole('link', { name: '견적서 PDF' })).toBeTruthy();

    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/Mypage/Order/Org');
  });

  it('is titled a purchase once approved, and leads to its classes by where the order is', async () => {
    const steps: [status: OrderStatus, link: string, to: string][] = [
      ['approved', '진단 정보 등록', '/Mypage/Order/Org/Project/sk-1'],
      ['approvedTempSave', '진단 정보 등록', '/Mypage/Order/Org/Project/sk-1'],
      ['ready', '진단 정보 확인', '/Mypage/Order/Org/Project/Detail/sk-1'],
      ['ing', '진행 상황 확인', '/Mypage/Order/Org/Project/Detail/sk-1'],
      ['completed', '결과 보기', '/Mypage/Order/Org/Project/Detail/sk-1'],
    ];
    for (const [status, link, to] of steps) {
      call.mockResolvedValue({ Item: orgDetail({ status }) });
      const { unmount } = open();
      const classes = await screen.findByRole('region', { name: '학급(학과)' });
      expect(ownTitle(), status).toBe('구매 상세');
      expect(within(classes).getByRole('link', { name: link }).getAttribute('href'), status).toBe(to);
      unmount();
    }
  });

  it('is titled a quotation until approved, or when refused, with no way to classes it has not', async () => {
    for (const status of ['pending', 'rejected', 'canceled'] as const) {
      call.mockResolvedValue({ Item: orgDetail({ status }) });
      const { unmount } = open();
      await screen.findByRole('region', { name: '견적 정보' });
      expect(ownTitle(), status).toBe('견적 상세');
      expect(screen.queryByRole('region', { name: '학급(학과)' }), status).toBeNull();
      unmount();
    }
    // an approved order without tests has no classes either
    call.mockResolvedValue({ Item: orgDetail({ kind: 'expert', has_test: false }) });
    open();
    await screen.findByRole('region', { name: '견적 정보' });
    expect(ownTitle()).toBe('구매 상세');
    expect(screen.queryByRole('region', { name: '학급(학과)' })).toBeNull();
  });

  it('leaves out the plan of an order without one and says when it is unpaid', async () => {
    call.mockResolvedValue({
      Item: orgDetail({ kind: 'expert', has_test: false, test_due_date: null, test_type: null }),
    });
    open();
    const payment = await screen.findByRole('region', { name: '결제 정보' });
    expect(fact(payment, '결제 여부')).toBe('미결제');
    expect(screen.queryByRole('region', { name: '진단 일정' })).toBeNull();
    expect(screen.queryByRole('link', { name: '거래명세서 PDF' })).toBeNull();
  });

  it('shows an expert order’s trainees with their cohort, attendance, exams and certificate', async () => {
    const answers: Record<string, unknown> = {
      getOrder: { Item: orgDetail({ kind: 'expert', has_test: false, products: [courseLine()] }) },
      getOrderTrainees: {
        items: [
          {
            id: 't-1',
            name: '최연수',
            email: 'choi@school.kr',
            status: 'completed',
            cohort: {
              course: 'advanced',
              name: '2027년 1기',
              startsOn: '20270105',
              endsOn: '20270108',
              hours: 30,
            },
            attendedHours: 27,
            exams: { written: 82, practical: null },
            certificate: { number: 'P2-2027-00003', issuedAt: Date.UTC(2027, 0, 9), revokedAt: null },
          },
          {
            id: 't-2',
            name: '한연수',
            email: 'han@school.kr',
            status: 'confirmed',
            cohort: {
              course: 'advanced',
              name: '2027년 1기',
              startsOn: '20270105',
              endsOn: '20270108',
              hours: 30,
            },
            attendedHours: 6,
            exams: { written: null, practical: null },
            certificate: null,
          },
        ],
      },
    };
    call.mockImplementation(async (name: string) => answers[name]);
    open();
    const trainees = await screen.findByRole('region', { name: '수강생 현황' });
    const done = (await within(trainees).findByRole('rowheader', { name: /최연수/ })).closest('tr')!;
    expect(call).toHaveBeenCalledWith('getOrderTrainees', { SK: 'sk-1' }, expect.anything());
    expect([...done.cells].map((cell) => cell.textContent)).toEqual([
      '최연수choi@school.kr',
      '다재능 코칭 전문가 심화 과정2027년 1기 (2027-01-05 ~ 2027-01-08)',
      '수료',
      '27시간 / 30시간',
      '필기 82점',
      'P2-2027-00003',
    ]);
    const going = within(trainees)
      .getByRole('rowheader', { name: /한연수/ })
      .closest('tr')!;
    expect([...going.cells].slice(2).map((cell) => cell.textContent)).toEqual([
      '수강 중',
      '6시간 / 30시간',
      '필기 결과 입력 전',
      '-',
    ]);
  });

  it('says when an expert order has no trainee yet, and shows no trainees for a test order', async () => {
    call.mockImplementation(async (name: string) =>
      name === 'getOrder'
        ? {
            Item: orgDetail({
              kind: 'expert',
              has_test: false,
              products: [courseLine({ name: '성장 포트폴리오 전문가 과정', type: 'expert_growth' })],
            }),
          }
        : { items: [] },
    );
    open();
    expect(await screen.findByText('아직 교육 기수에 배정된 수강생이 없습니다.')).toBeTruthy();
    call.mockReset();
    call.mockResolvedValue({ Item: orgDetail() });
    open('sk-2');
    await screen.findAllByRole('region', { name: '견적 정보' });
    expect(call).not.toHaveBeenCalledWith('getOrderTrainees', expect.anything(), expect.anything());
  });

  it('answers a missing or another organisation’s order with not found and the way back', async () => {
    call.mockRejectedValue(new ApiError(404, 300, 'Not found'));
    open('someone-elses');
    expect(await screen.findByText('해당 견적 정보를 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/Mypage/Order/Org');
  });

  it('offers a retry when the load fails for another reason', async () => {
    call.mockRejectedValueOnce(new ApiError(500, 500, 'boom'));
    call.mockResolvedValue({ Item: orgDetail() });
    open();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('견적 정보를 불러오는데 실패했습니다.');
    fireEvent.click(within(failure).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('region', { name: '견적 정보' })).toBeTruthy();
  });
});
