import type { TRetentionPolicy } from '@putt/contract/retention';
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { type Issuer, koreanDateOf } from './certificate-parts.js';
import { PDF_FONT, registerPdfFonts } from './fonts.js';

/** What the processing agreement states: the school (controller), the company (processor), the rules. */
export type AgreementData = {
  organisation: { name: string; president: string; address: string };
  company: Issuer;
  retention: TRetentionPolicy;
  madeOn: Date;
};

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 10, color: '#1f2933', paddingVertical: 48, paddingHorizontal: 56 },
  title: { fontSize: 20, fontWeight: 'bold', textAlign: 'center', marginBottom: 6 },
  subtitle: { fontSize: 10, textAlign: 'center', color: '#52606d', marginBottom: 20 },
  lead: { lineHeight: 1.45, marginBottom: 10 },
  heading: { fontSize: 11, fontWeight: 'bold', color: '#1c4e80', marginTop: 10, marginBottom: 4 },
  clause: { lineHeight: 1.45, marginLeft: 8, marginBottom: 2 },
  signatures: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 28 },
  party: { width: '47%', borderTopWidth: 1, borderTopColor: '#9aa5b1', paddingTop: 8 },
  partyRole: { fontWeight: 'bold', marginBottom: 4 },
  partyLine: { lineHeight: 1.45 },
  date: { textAlign: 'center', marginTop: 20, fontSize: 11 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 56,
    right: 56,
    fontSize: 8,
    color: '#7b8794',
    textAlign: 'center',
  },
});

/**
 * The articles PIPA Art. 26 asks a processing agreement to state (and the 표준 개인정보처리위탁
 * 계약서 follows): purpose, the work, the data, the periods, no sub-processing without consent,
 * safeguards, no other use, destruction, supervision, liability.
 */
function articles(data: AgreementData): [heading: string, clauses: string[]][] {
  const { retention } = data;
  return [
    [
      '제1조 (목적)',
      [
        '이 계약은 위탁자가 학생 진단 검사를 위하여 수집한 개인정보의 처리 업무를 수탁자에게 위탁하고, 수탁자가 이를 「개인정보 보호법」에 따라 안전하게 처리하는 데 필요한 사항을 정합니다.',
      ],
    ],
    [
      '제2조 (위탁 업무의 내용)',
      [
        '1. 온라인 검사의 실시: 학급 등록, 인증 코드 발급, 검사 응답의 수집과 보관',
        '2. 채점과 결과 산출, 학생용·교사용 결과 보고서의 작성과 제공',
        '3. 검사 안내와 결과 보고서 안내 전자우편의 발송',
        '4. 위탁자가 신청한 경우 검사 결과에 기반한 상담·코칭',
      ],
    ],
    [
      '제3조 (처리하는 개인정보의 항목)',
      [
        '학생의 이름, 생년월일, 성별, 학년·반·번호(또는 학과), 전자우편(선택), 검사 응답과 결과, 상담 기록(신청한 경우), 담당 교사의 이름·연락처·전자우편',
      ],
    ],
    [
      '제4조 (위탁 기간과 보유 기간)',
      [
        '1. 위탁 기간은 이 계약일부터 위탁자의 서비스 이용이 끝날 때까지로 합니다.',
        `2. 수탁자는 학생의 개인정보, 결과 보고서, 검사 응답과 상담 기록을 학급의 검사 종료일부터 ${retention.identityYears}년간 보관한 뒤 파기합니다.`,
        '3. 식별 정보를 지운 검사 결과(검사 종류, 규준 버전, 점수, 학교급, 학년, 성별, 검사 월)는 누구인지 알 수 없는 형태로 규준 개정과 통계 연구에 이용할 수 있습니다.',
        `4. 주문과 결제 기록은 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 ${retention.orderYears}년간 따로 보관합니다.`,
      ],
    ],
    [
      '제5조 (재위탁 제한)',
      [
        '수탁자는 위탁자의 사전 동의 없이 위탁받은 업무를 제3자에게 다시 위탁하지 않습니다. 다만 서버 운영과 전자우편 발송을 위한 기술적 처리 업체는 수탁자의 개인정보처리방침에 공개하고 같은 의무를 지웁니다.',
      ],
    ],
    [
      '제6조 (안전성 확보 조치)',
      [
        '수탁자는 「개인정보의 안전성 확보조치 기준」에 따라 다음 조치를 합니다.',
        '1. 개인정보 처리 시스템의 접근 권한을 업무에 필요한 직원으로 한정하고, 직원 계정에 2단계 인증을 적용합니다.',
        `2. 개인정보 처리 시스템의 접속·열람·내려받기 기록을 최소 ${retention.auditLogMinYears}년간 보관하고 매월 점검하며, 학급 단위의 내려받기는 사유를 기록합니다.`,
        '3. 비밀번호는 일방향 암호화하여 저장하고, 전송 구간은 암호화합니다.',
      ],
    ],
    [
      '제7조 (목적 외 이용 금지)',
      ['수탁자는 위탁 업무의 목적 외로 개인정보를 이용하거나 제3자에게 제공하지 않습니다.'],
    ],
    [
      '제8조 (개인정보의 파기)',
      [
        '1. 수탁자는 보유 기간이 끝나거나 위탁자가 요청하면 지체 없이 개인정보를 파기하고, 결과 보고서 파일을 저장소에서 삭제합니다.',
        '2. 위탁자의 관리자는 검사가 종료된 학급의 학생 정보를 기관 화면에서 직접 파기할 수 있으며, 파기가 끝나면 수탁자는 그 결과를 전자우편으로 알립니다.',
        '3. 수탁자는 파기한 내역을 건수와 식별 번호로 기록하되 개인정보는 남기지 않습니다.',
      ],
    ],
    [
      '제9조 (관리·감독)',
      [
        '위탁자는 수탁자의 개인정보 처리 현황과 안전성 확보 조치를 점검할 수 있으며, 수탁자는 이에 협조합니다. 수탁자는 개인정보를 처리하는 직원에게 연 1회 이상 개인정보 보호 교육을 합니다.',
      ],
    ],
    [
      '제10조 (손해배상)',
      [
        '수탁자가 이 계약이나 관계 법령을 위반하여 정보주체나 위탁자에게 손해가 생긴 경우 수탁자는 그 손해를 배상합니다.',
      ],
    ],
  ];
}

function party(role: string, lines: string[]) {
  return h(View, { style: styles.party, key: role }, [
    h(Text, { style: styles.partyRole, key: 'role' }, role),
    ...lines.map((line) => h(Text, { style: styles.partyLine, key: line }, line)),
  ]);
}

function agreement(data: AgreementData) {
  const { organisation, company } = data;
  return h(
    Document,
    { title: `개인정보 처리 위탁 계약서 - ${organisation.name}`, author: company.name, language: 'ko' },
    h(Page, { size: 'A4', style: styles.page }, [
      h(Text, { style: styles.title, key: 'title' }, '개인정보 처리 위탁 계약서'),
      h(
        Text,
        { style: styles.subtitle, key: 'subtitle' },
        'Personal Data Processing Agreement (PIPA Art. 26)',
      ),
      h(
        Text,
        { style: styles.lead, key: 'lead' },
        `${organisation.name}(이하 "위탁자")와 ${company.name}(이하 "수탁자")는 위탁자의 학생 진단 검사에 관한 개인정보 처리 업무의 위탁에 관하여 다음과 같이 계약합니다.`,
      ),
      ...articles(data).map(([heading, clauses]) =>
        h(View, { key: heading, wrap: false }, [
          h(Text, { style: styles.heading, key: 'heading' }, heading),
          ...clauses.map((clause) => h(Text, { style: styles.clause, key: clause }, clause)),
        ]),
      ),
      h(Text, { style: styles.date, key: 'date' }, koreanDateOf(data.madeOn)),
      h(View, { style: styles.signatures, key: 'signatures', wrap: false }, [
        party('위탁자', [
          organisation.name,
          `주소: ${organisation.address || '-'}`,
          `대표자: ${organisation.president}   (인)`,
        ]),
        party('수탁자', [
          company.name,
          `주소: ${company.address ?? '-'}`,
          `대표자: ${company.representative ?? '-'}   (인)`,
        ]),
      ]),
      h(Text, {
        style: styles.footer,
        key: 'footer',
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `${organisation.name} · ${company.name} 개인정보 처리 위탁 계약서 ${pageNumber} / ${totalPages}`,
      }),
    ]),
  );
}

/** The school's processing agreement with the company as PDF bytes (A4, fonts embedded). */
export function renderProcessingAgreement(data: AgreementData): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(agreement(data));
}
