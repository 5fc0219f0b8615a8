import type { RouteKey } from '@putt/contract/routes';
import type { ComponentType } from 'react';
import {
  ApplyIcon,
  ApprovalIcon,
  BankIcon,
  BuildingIcon,
  CertificateIcon,
  CounselIcon,
  DevicesIcon,
  DocumentsIcon,
  KeyIcon,
  LectureIcon,
  MailIcon,
  MyPageIcon,
  PrintIcon,
  QuoteIcon,
  ReceiptIcon,
  ReportIcon,
  SendIcon,
  SignUpIcon,
  StackIcon,
} from './flow-icons';
/** Who a guide is for: its two tabs. */
export type Audience = 'individual' | 'org';

type FlowStep = { key: string; Icon: ComponentType };

/** The steps of each audience, in the order of spec-1 §1 (Individual flow, Organisation flow). */
export const flows: Record<Audience, FlowStep[]> = {
  individual: [
    { key: 'signUp', Icon: SignUpIcon },
    { key: 'apply', Icon: ApplyIcon },
    { key: 'check', Icon: MyPageIcon },
    { key: 'pay', Icon: BankIcon },
    { key: 'link', Icon: MailIcon },
    { key: 'test', Icon: DevicesIcon },
    { key: 'report', Icon: ReportIcon },
    { key: 'counsel', Icon: CounselIcon },
  ],
  org: [
    { key: 'register', Icon: BuildingIcon },
    { key: 'certificate', Icon: CertificateIcon },
    { key: 'apply', Icon: ApplyIcon },
    { key: 'quotation', Icon: QuoteIcon },
    { key: 'documents', Icon: DocumentsIcon },
    { key: 'approval', Icon: ApprovalIcon },
    { key: 'pay', Icon: BankIcon },
    { key: 'confirmation', Icon: ReceiptIcon },
    { key: 'link', Icon: KeyIcon },
    { key: 'forward', Icon: SendIcon },
    { key: 'reports', Icon: StackIcon },
    { key: 'print', Icon: PrintIcon },
    { key: 'followUp', Icon: LectureIcon },
  ],
};

/** The buttons at the end of each guide: where to go next. */
export const flowActions: Record<
  Audience,
  { key: string; route: RouteKey; params?: Record<string, string> }[]
> = {
  individual: [
    { key: 'personalPrice', route: 'personalPrice' },
    { key: 'join', route: 'join' },
    { key: 'inquiry', route: 'inquiry' },
  ],
  org: [
    { key: 'requestOrgRegist', route: 'requestOrgRegist' },
    { key: 'orgPrice', route: 'orgHub' },
    { key: 'orgInquiry', route: 'orgInquiry', params: { pid: 'other' } },
  ],
};
