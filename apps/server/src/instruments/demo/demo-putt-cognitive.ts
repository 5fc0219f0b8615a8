import type { DemoText } from './demo-text.js';

/** Demo statements of PUTT's cognitive talents, by scale (demo-item-texts.ts). */
export const demoPuttCognitive: Record<string, DemoText[]> = {
  'linguistic.perception': [
    {
      ko: '나는 새로운 낱말을 들으면 뜻이 궁금해진다.',
      en: 'I become curious about the meaning when I hear a new word.',
      reverse: false,
    },
    {
      ko: '나는 이야기를 한 번 들으면 내용을 잘 기억한다.',
      en: 'I remember a story well after hearing it once.',
      reverse: false,
    },
    {
      ko: '나는 글을 읽을 때 틀린 글자를 잘 찾아낸다.',
      en: 'I easily spot misspelled words when I read.',
      reverse: false,
    },
    {
      ko: '나는 책을 읽어도 무슨 내용인지 잘 모를 때가 많다.',
      en: 'I often do not understand what I have read in a book.',
      reverse: true,
    },
    {
      ko: '나는 같은 말도 말투에 따라 뜻이 달라지는 것을 잘 알아챈다.',
      en: 'I notice how the same words can mean different things depending on the tone.',
      reverse: false,
    },
  ],
  'linguistic.expression': [
    {
      ko: '나는 내 생각을 말로 분명하게 설명할 수 있다.',
      en: 'I can explain my thoughts clearly in words.',
      reverse: false,
    },
    {
      ko: '나는 친구들 앞에서 발표하는 것을 좋아한다.',
      en: 'I like giving presentations in front of my classmates.',
      reverse: false,
    },
    {
      ko: '나는 글로 내 마음을 표현하는 것이 어렵다.',
      en: 'I find it hard to express my feelings in writing.',
      reverse: true,
    },
    {
      ko: '나는 재미있었던 일을 실감 나게 이야기할 수 있다.',
      en: 'I can tell others about fun events in a lively way.',
      reverse: false,
    },
    {
      ko: '나는 상황에 알맞은 낱말을 골라 쓰는 편이다.',
      en: 'I tend to choose words that fit the situation.',
      reverse: false,
    },
  ],
  'linguistic.composition': [
    {
      ko: '나는 짧은 이야기를 지어내는 것을 좋아한다.',
      en: 'I like making up short stories.',
      reverse: false,
    },
    {
      ko: '나는 글을 쓸 때 처음, 가운데, 끝을 나누어 쓴다.',
      en: 'I organize my writing into a beginning, a middle and an end.',
      reverse: false,
    },
    {
      ko: '나는 낱말을 바꾸어 재미있는 문장을 만들곤 한다.',
      en: 'I often change words around to make funny sentences.',
      reverse: false,
    },
    {
      ko: '나는 글을 쓸 때 무엇부터 써야 할지 막막하다.',
      en: 'I do not know where to begin when I write.',
      reverse: true,
    },
    {
      ko: '나는 여러 자료를 모아 하나의 글로 정리할 수 있다.',
      en: 'I can gather several sources and organize them into one piece of writing.',
      reverse: false,
    },
  ],
  'linguistic.achievement': [
    {
      ko: '나는 국어 시간에 좋은 점수를 받는 편이다.',
      en: 'I tend to get good scores in Korean language class.',
      reverse: false,
    },
    {
      ko: '나는 글쓰기로 상을 받은 적이 있다.',
      en: 'I have won an award for my writing.',
      reverse: false,
    },
    {
      ko: '나는 책 한 권을 끝까지 읽어 내기가 힘들다.',
      en: 'I find it hard to finish reading a whole book.',
      reverse: true,
    },
    {
      ko: '나는 내가 쓴 글이 교실 게시판에 붙은 적이 있다.',
      en: 'I have had my writing put up on the classroom board.',
      reverse: false,
    },
    {
      ko: '나는 토론 대회에서 좋은 결과를 낸 적이 있다.',
      en: 'I have done well in a debate competition.',
      reverse: false,
    },
  ],
  'logical.perception': [
    {
      ko: '나는 수의 규칙을 잘 찾아낸다.',
      en: 'I am good at finding patterns in numbers.',
      reverse: false,
    },
    {
      ko: '나는 수학 문제를 읽어도 무엇을 묻는지 잘 모르겠다.',
      en: 'I often do not know what a math problem is asking.',
      reverse: true,
    },
    {
      ko: '나는 물건 값을 보면 어느 것이 더 싼지 금방 안다.',
      en: 'I can quickly tell which item is cheaper when I see the prices.',
      reverse: false,
    },
    {
      ko: '나는 이야기에서 앞뒤가 맞지 않는 부분을 잘 알아챈다.',
      en: 'I easily notice parts of a story that do not make sense.',
      reverse: false,
    },
    {
      ko: '나는 표를 보면 중요한 내용을 빨리 파악한다.',
      en: 'I quickly grasp the key information when I look at a table.',
      reverse: false,
    },
  ],
  'logical.expression': [
    {
      ko: '나는 문제를 어떻게 풀었는지 순서대로 설명할 수 있다.',
      en: 'I can explain step by step how I solved a problem.',
      reverse: false,
    },
    {
      ko: '나는 내 주장에 알맞은 이유를 댈 수 있다.',
      en: 'I can give proper reasons for what I claim.',
      reverse: false,
    },
    {
      ko: '나는 생각을 정리할 때 표를 그려 본다.',
      en: 'I draw a table to sort out my thoughts.',
      reverse: false,
    },
    {
      ko: '나는 왜 그렇게 생각하는지 말로 설명하기 어렵다.',
      en: 'I find it hard to explain why I think the way I do.',
      reverse: true,
    },
    {
      ko: '나는 수학 기호를 사용해 내 생각을 나타낼 수 있다.',
      en: 'I can use math symbols to show my thinking.',
      reverse: false,
    },
  ],
  'logical.composition': [
    {
      ko: '나는 수학 문제를 새로 만들어 보는 것을 좋아한다.',
      en: 'I like making up new math problems.',
      reverse: false,
    },
    {
      ko: '나는 일을 계획할 때 순서를 정하는 것이 어렵다.',
      en: 'I find it hard to put things in order when I plan a task.',
      reverse: true,
    },
    {
      ko: '나는 규칙을 정해 새로운 놀이를 만들어 본다.',
      en: 'I make new games by setting up rules.',
      reverse: false,
    },
    {
      ko: '나는 여러 단서를 모아 답을 찾아내는 것을 즐긴다.',
      en: 'I enjoy putting clues together to find an answer.',
      reverse: false,
    },
    {
      ko: '나는 복잡한 문제를 작은 단계로 나누어 해결한다.',
      en: 'I solve complex problems by breaking them into small steps.',
      reverse: false,
    },
  ],
  'logical.achievement': [
    {
      ko: '나는 수학 시험에서 좋은 점수를 받는 편이다.',
      en: 'I tend to get good scores on math tests.',
      reverse: false,
    },
    {
      ko: '나는 어려운 수학 문제를 끝까지 풀어낸 적이 많다.',
      en: 'I have often solved hard math problems all the way through.',
      reverse: false,
    },
    {
      ko: '나는 두뇌 퍼즐을 빨리 푸는 편이다.',
      en: 'I tend to solve brain puzzles quickly.',
      reverse: false,
    },
    {
      ko: '나는 계산 실수를 자주 해서 문제를 틀린다.',
      en: 'I often get answers wrong because of calculation mistakes.',
      reverse: true,
    },
    {
      ko: '나는 수학 경시대회에서 상을 받은 적이 있다.',
      en: 'I have won an award in a math competition.',
      reverse: false,
    },
  ],
};
