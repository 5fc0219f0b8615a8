import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BoardType } from '@putt/contract/boards';
import { eq } from 'drizzle-orm';
import { bylines } from '../boards/bylines.js';
import { writePost } from '../boards/write-post.js';
import type { DbOrTx } from '../db/client.js';
import { settings } from '../db/schema/settings.js';
import type { FileStore } from '../files/file-store.js';
import { storeFile } from '../files/store-file.js';
import { serverRoot } from '../paths.js';

/**
 * Demo posts so the boards are not empty on a fresh machine: a dozen per board, newest last in
 * each list below. Seeded once (a settings marker), so posts staff delete stay deleted.
 */
const SEED_MARK = 'seed:demo-boards';
export const seedFilesDir = join(serverRoot, 'seed-files');

type DemoPost = { title: string; html: string; date: string; file?: { path: string; name: string } };

const faq: DemoPost[] = [
  {
    date: '2026-01-05',
    title: 'PUTT 다재능검사는 어떤 검사인가요?',
    html: '<p>PUTT는 학생의 <strong>다재능</strong>을 여러 영역에서 측정하는 검사입니다. 결과 보고서로 강점 재능과 어울리는 진로 방향을 안내합니다.</p>',
  },
  {
    date: '2026-01-19',
    title: 'TOCC 창의성검사는 누가 받을 수 있나요?',
    html: '<p>TOCC는 유아·초등용과 중·고등용으로 나뉘어 있습니다.</p><ul><li>초등: 유아부터 초등학생</li><li>중·고등: 중학생부터 고등학생</li></ul>',
  },
  {
    date: '2026-02-02',
    title: '검사는 온라인으로만 진행되나요?',
    html: '<p>네. 휴대폰, 태블릿, PC에서 <strong>인증코드</strong>로 접속해 온라인으로 응시합니다.</p>',
  },
  {
    date: '2026-02-16',
    title: '검사 시간은 얼마나 걸리나요?',
    html: '<p>검사 종류에 따라 다르며 대부분 30~50분 안에 끝납니다. 자세한 시간은 각 검사 안내 페이지를 확인해주세요.</p>',
  },
  {
    date: '2026-03-03',
    title: '결과 보고서는 어떻게 받나요?',
    html: '<p>개인 검사는 마이페이지에서, 기관 검사는 담당 선생님이 보고서를 요청한 뒤 <strong>이름과 생년월일</strong>로 내려받을 수 있습니다.</p>',
  },
  {
    date: '2026-03-17',
    title: '결제는 어떤 방법으로 하나요?',
    html: '<p>결제는 <strong>계좌이체(무통장 입금)</strong>만 가능합니다. 입금이 확인되면 검사가 진행됩니다.</p>',
  },
  {
    date: '2026-04-06',
    title: '기관(학교) 단체 신청은 몇 명부터 가능한가요?',
    html: '<p>기관 신청은 <strong>16명 이상</strong>의 단체를 기준으로 합니다. 기관 등록 요청 후 견적을 받아보세요.</p>',
  },
  {
    date: '2026-04-20',
    title: '인증코드를 잃어버렸어요.',
    html: '<p>기관 검사라면 담당 선생님께, 개인 검사라면 마이페이지의 주문 내역에서 인증코드를 다시 확인할 수 있습니다.</p>',
  },
  {
    date: '2026-05-11',
    title: '코칭(상담)은 검사와 함께 신청해야 하나요?',
    html: '<p>코칭은 검사 결과를 바탕으로 진행되므로 <strong>검사와 보고서를 받은 뒤</strong> 일정을 잡는 것을 권합니다.</p>',
  },
  {
    date: '2026-06-08',
    title: '검사 도중 인터넷이 끊기면 어떻게 되나요?',
    html: '<p>응답은 문항마다 저장됩니다. 같은 인증코드로 다시 접속하면 이어서 진행할 수 있습니다.</p>',
  },
  {
    date: '2026-07-13',
    title: '전문가 과정 수료 후 자격증이 발급되나요?',
    html: '<p>심화 과정과 최고 과정을 수료하면 각각 <strong>코칭 전문가 2급, 1급</strong> 자격을 취득할 수 있습니다.</p>',
  },
  {
    date: '2026-09-07',
    title: '영수증이나 세금계산서를 받을 수 있나요?',
    html: '<p>네. 입금 후 1:1 문의에 사업자 정보를 남겨주시면 발행해 드립니다.</p>',
  },
];

const notices: DemoPost[] = [
  {
    date: '2026-01-02',
    title: '2026년 새해 운영 안내',
    html: '<p>새해 복 많이 받으세요. 1월 1일은 휴무이며 1월 2일부터 정상 운영합니다.</p>',
  },
  {
    date: '2026-01-26',
    title: '설 연휴 고객센터 휴무 안내',
    html: '<p>설 연휴 기간에는 전화 상담을 쉽니다. 1:1 문의는 연휴 후 순서대로 답변드립니다.</p>',
  },
  {
    date: '2026-02-23',
    title: '신학기 기관 검사 신청 일정 안내',
    html: '<p>3월 신학기 단체 검사는 <strong>2월 말까지</strong> 신청하시면 3월 중 진행할 수 있습니다.</p>',
  },
  {
    date: '2026-03-16',
    title: 'TOCC 창의성검사 문항 개정 안내',
    html: '<p>TOCC 중·고등용 일부 문항이 개정되었습니다. 결과 해석 기준도 함께 갱신되었습니다.</p>',
  },
  {
    date: '2026-04-13',
    title: '개인정보 처리방침 개정 안내',
    html: '<p>개인정보 처리방침이 개정되었습니다. 변경 내용은 <a href="https://example.com/privacy">개인정보 처리방침</a> 페이지에서 확인해주세요.</p>',
  },
  { date: '2026-05-04', title: '어린이날 대체 휴무 안내', html: '<p>5월 5일 어린이날은 휴무입니다.</p>' },
  {
    date: '2026-06-01',
    title: '여름방학 Activity 프로그램 모집',
    html: '<p>재능·창업·진로·성장 Activity 여름방학 프로그램을 모집합니다.</p><ol><li>신청: 6월 한 달</li><li>진행: 7월 말~8월</li></ol>',
  },
  {
    date: '2026-07-06',
    title: '서버 점검에 따른 서비스 일시 중단 안내',
    html: '<p>7월 11일(토) 02:00~04:00 서버 점검으로 사이트 이용이 잠시 중단됩니다.</p>',
  },
  {
    date: '2026-08-17',
    title: '전문가 과정 하반기 일정 공지',
    html: '<p>전문가 입문·심화 과정 하반기 과정이 9월에 개강합니다.</p>',
  },
  {
    date: '2026-09-21',
    title: '추석 연휴 고객센터 휴무 안내',
    html: '<p>추석 연휴 기간에는 상담을 쉽니다. 검사 응시는 연휴에도 가능합니다.</p>',
  },
  {
    date: '2026-10-19',
    title: '검사 결과 보고서 디자인 개편',
    html: '<p>학생 보고서가 더 읽기 쉽게 바뀌었습니다. 그래프와 해석 문장이 새로워졌습니다.</p>',
  },
  {
    date: '2026-11-09',
    title: '2027학년도 기관 검사 사전 예약 안내',
    html: '<p>2027학년도 단체 검사 사전 예약을 받습니다. 기관 신청 문의로 연락해주세요.</p>',
  },
];

const press: DemoPost[] = [
  {
    date: '2025-12-01',
    title: '창의인재연구소, 전문가 과정 수료생 300명 배출',
    html: '<p>창의성 코칭 전문가 과정 수료생이 300명을 넘었습니다.</p>',
    file: { path: 'press-2025-expert-course.pdf', name: '전문가 과정 300명 보도자료.pdf' },
  },
  {
    date: '2026-01-12',
    title: '학부모 대상 창의성 교육 세미나 개최',
    html: '<p>대전에서 학부모 200명이 참석한 가운데 창의성 교육 세미나가 열렸습니다.</p>',
  },
  {
    date: '2026-02-09',
    title: '대학 진로 상담에 PUTT 검사 도입 확대',
    html: '<p>여러 대학이 신입생 진로 상담에 PUTT 대학생용 검사를 도입했습니다.</p>',
  },
  {
    date: '2026-03-09',
    title: 'PUTT 다재능검사 2026년 120개 학교 도입',
    html: '<p>2026년 한 해 동안 전국 120개 학교가 PUTT 검사를 도입했습니다.</p>',
    file: { path: 'press-2026-putt-schools.pdf', name: '2026 PUTT 도입 학교 보도자료.pdf' },
  },
  {
    date: '2026-04-02',
    title: '교육청과 창의 인재 발굴 업무 협약',
    html: '<p>지역 교육청과 창의 인재 발굴을 위한 업무 협약을 맺었습니다.</p>',
  },
  {
    date: '2026-04-27',
    title: '청소년 창업 Activity 우수 사례 발표',
    html: '<p>창업 Activity에 참여한 고등학생 팀의 우수 사례가 발표되었습니다.</p>',
  },
  {
    date: '2026-05-25',
    title: 'TOCC 창의성검사 고등학생 규준 개정',
    html: '<p>고등학생 9,800명의 자료로 TOCC 규준을 새로 만들었습니다.</p>',
    file: { path: 'press-2026-tocc-research.pdf', name: 'TOCC 규준 개정 보도자료.pdf' },
  },
  {
    date: '2026-06-22',
    title: '진로 Activity, 중학교 자유학기제 프로그램으로 선정',
    html: '<p>진로 Activity가 자유학기제 추천 프로그램으로 선정되었습니다.</p>',
  },
  {
    date: '2026-07-20',
    title: '여름 창의 캠프 성황리에 마쳐',
    html: '<p>초등학생 150명이 참가한 여름 창의 캠프가 끝났습니다.</p>',
  },
  {
    date: '2026-08-31',
    title: '창의성 연구 논문 국제 학술지 게재',
    html: '<p>연구소의 창의성 측정 연구가 국제 학술지에 실렸습니다.</p>',
  },
  {
    date: '2026-10-05',
    title: '교사 대상 검사 해석 연수 진행',
    html: '<p>초·중등 교사 120명이 검사 결과 해석 연수를 받았습니다.</p>',
  },
  {
    date: '2026-11-02',
    title: '2026 창의인재 포럼 개최',
    html: '<p>창의 인재 교육의 미래를 주제로 포럼을 열었습니다.</p>',
  },
];

const boards: Record<BoardType, DemoPost[]> = { QNA: faq, NOTICE: notices, PRESS: press };

export async function seedDemoBoards(db: DbOrTx, store: FileStore): Promise<void> {
  const [mark] = await db.select().from(settings).where(eq(settings.key, SEED_MARK));
  if (mark) return;
  await db.transaction(async (tx) => {
    for (const [type, posts] of Object.entries(boards) as [BoardType, DemoPost[]][]) {
      for (const post of posts) {
        const attachment = post.file
          ? await storeFile(tx, store, {
              name: post.file.name,
              bytes: await readFile(join(seedFilesDir, post.file.path)),
              owner: { staff: true },
            })
          : undefined;
        await writePost(tx, {
          type,
          title: post.title,
          author: bylines[type],
          html: post.html,
          createdAt: new Date(`${post.date}T09:00:00+09:00`),
          ...(attachment ? { attachment } : {}),
        });
      }
    }
    await tx.insert(settings).values({ key: SEED_MARK, value: { at: new Date().toISOString() } });
  });
}
