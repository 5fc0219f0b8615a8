import type { DemoText } from './demo-text.js';

/** The fifth statement of each sub-competency, for the child form's 80-item reading. */
export const demoToccFifth: Record<string, DemoText> = {
  fluency: {
    ko: '나는 종이컵 하나로 할 수 있는 놀이를 금방 여러 개 떠올린다.',
    en: 'I can quickly think of many games to play with just one paper cup.',
    reverse: false,
  },
  flexibility: {
    ko: '나는 우산을 보면 비를 막는 것 말고 다른 쓰임새도 떠올린다.',
    en: 'I see an umbrella and think of uses other than keeping off the rain.',
    reverse: false,
  },
  originality: {
    ko: '나는 모둠 활동에서 아무도 생각 못 한 방법을 내놓곤 한다.',
    en: 'I often come up with a way nobody else thought of in group work.',
    reverse: false,
  },
  analysis: {
    ko: '나는 고장 난 장난감이 왜 안 되는지 하나씩 따져 본다.',
    en: 'I check one thing at a time to find out why a broken toy does not work.',
    reverse: false,
  },
  evaluation: {
    ko: '나는 친구들의 여러 의견 중 가장 좋은 것을 까닭과 함께 고른다.',
    en: 'I pick the best of the ideas my friends share and can explain why.',
    reverse: false,
  },
  imagery: {
    ko: '나는 책을 읽으면 장면이 영화처럼 머릿속에 그려진다.',
    en: 'I see the scenes in my head like a movie when I read a book.',
    reverse: false,
  },
  metaphor: {
    ko: '나는 내 기분을 날씨나 색깔에 빗대어 말하곤 한다.',
    en: 'I often describe my feelings by comparing them to the weather or colors.',
    reverse: false,
  },
  exploration: {
    ko: '나는 처음 보는 벌레를 발견하면 한참 동안 들여다본다.',
    en: 'I look closely for a long time when I find a bug I have never seen.',
    reverse: false,
  },
  questioning: {
    ko: '나는 하늘이 왜 파란지처럼 당연해 보이는 것도 궁금해서 묻는다.',
    en: 'I ask about things that seem obvious, like why the sky is blue.',
    reverse: false,
  },
  diversity: {
    ko: '나는 다른 나라 어린이들이 어떻게 사는지 알아보는 것이 재미있다.',
    en: 'I find it fun to learn how children in other countries live.',
    reverse: false,
  },
  receptiveness: {
    ko: '나는 친구가 내 그림을 바꿔 보자고 하면 한번 따라 해 본다.',
    en: 'I give it a try when a friend suggests changing my drawing.',
    reverse: false,
  },
  confidence: {
    ko: '나는 친구들과 답이 달라도 내 답을 쉽게 지우지 않는다.',
    en: 'I do not easily erase my answer, even if it differs from what my friends wrote.',
    reverse: false,
  },
  interest: {
    ko: '나는 새로운 만들기 재료를 보면 무엇을 만들지 설렌다.',
    en: 'I get excited about what to make when I see new craft materials.',
    reverse: false,
  },
  enjoyment: {
    ko: '나는 정답이 하나로 정해지지 않은 문제를 생각할 때 즐겁다.',
    en: 'I enjoy thinking about problems that do not have just one right answer.',
    reverse: false,
  },
  persistence: {
    ko: '나는 종이접기가 잘 안 되어도 완성할 때까지 다시 접는다.',
    en: 'I keep folding until I finish, even when my origami goes wrong.',
    reverse: false,
  },
  absorption: {
    ko: '나는 무언가를 만들 때 누가 불러도 잘 못 들을 만큼 빠져든다.',
    en: 'I get so into making things that I often do not hear people calling me.',
    reverse: false,
  },
  resilience: {
    ko: '나는 쌓던 탑이 무너지면 더 튼튼하게 다시 쌓아 본다.',
    en: 'I build my tower again, even stronger, when it falls down.',
    reverse: false,
  },
};
