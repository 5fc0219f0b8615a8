import { MantineProvider } from '@mantine/core';
import { orderStatuses, projectStatuses } from '@putt/contract/orders';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from './en/status.json';
import ko from './ko/status.json';
import { keyPaths } from '../../testing/key-paths';
import { OrderStatusBadge, ProjectStatusBadge } from '../../ui/status/order-status-badge';
import { tones } from '../../ui/status/tones';
import {
  knownOrderStatus,
  knownProjectStatus,
  purchaseOf,
  type StatusAudience,
} from '../../ui/status/order-status';

const audiences: StatusAudience[] = ['individual', 'organisation', 'staff'];

function renderKo(node: React.ReactNode) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: 'ko', resources: { ko: { status: ko } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>,
  );
}

describe('order status words (one table per status kind, decision 037)', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(ko).sort());
  });

  it.each(audiences)('words every order status and an unknown one for %s', (audience) => {
    expect(Object.keys(ko.order[audience]).sort()).toEqual([...orderStatuses, 'unknown'].sort());
    // the spec's text, verbatim (spec-1 §4)
    expect(ko.order[audience].unknown).toBe('알수 없음');
  });

  it('words each audience as it reads the order (spec-1 §4 for the customer)', () => {
    expect(orderStatuses.map((status) => ko.order.individual[status])).toEqual([
      '승인 대기',
      '진단 정보 대기',
      '정보 임시 저장',
      '검사 대기',
      '진행 중',
      '완료',
      '반려',
      '취소',
    ]);
    expect([ko.order.organisation.approved, ko.order.organisation.approvedTempSave]).toEqual([
      '승인 완료',
      '임시 저장',
    ]);
    // staff's next step on a pending order is to check the deposit
    expect([ko.order.staff.pending, ko.order.staff.approved]).toEqual(['입금 확인 대기', '승인']);
  });

  it('words every project status and an unknown one', () => {
    expect(Object.keys(ko.project).sort()).toEqual([...projectStatuses, 'unknown'].sort());
    expect(ko.project.unknown).toBe('알수 없음');
  });

  it('reads a status this build does not know as unknown', () => {
    expect(knownOrderStatus('archived')).toBe('unknown');
    expect(knownOrderStatus('ready')).toBe('ready');
    expect(knownProjectStatus('archived')).toBe('unknown');
    expect(knownProjectStatus('ing')).toBe('ing');
  });

  it('groups the statuses into the purchase label', () => {
    expect(orderStatuses.map(purchaseOf)).toEqual([
      'pending',
      'done',
      'done',
      'done',
      'done',
      'done',
      'canceled',
      'canceled',
    ]);
    expect(purchaseOf('archived')).toBe('unknown');
    expect([ko.purchase.pending, ko.purchase.done, ko.purchase.canceled]).toEqual([
      '승인 대기',
      '구매 완료',
      '구매 취소',
    ]);
  });

  it('gives every status its own colour, unknown ones a neutral one', () => {
    for (const status of orderStatuses) expect(tones.order[status]).not.toBe(tones.order.unknown);
    for (const status of projectStatuses) expect(tones.project[status]).not.toBe(tones.project.unknown);
  });
});

describe('status badges', () => {
  it('shows the audience’s words for the same status', () => {
    renderKo(
      <>
        <OrderStatusBadge status="pending" audience="staff" />
        <OrderStatusBadge status="pending" audience="organisation" />
        <OrderStatusBadge status="approved" audience="individual" />
        <OrderStatusBadge status="archived" audience="individual" />
        <ProjectStatusBadge status="ready" />
      </>,
    );
    expect(screen.getByText('입금 확인 대기')).toBeTruthy();
    expect(screen.getByText('승인 대기')).toBeTruthy();
    expect(screen.getByText('진단 정보 대기')).toBeTruthy();
    expect(screen.getByText('알수 없음')).toBeTruthy();
    expect(screen.getByText('검사 대기')).toBeTruthy();
  });
});
