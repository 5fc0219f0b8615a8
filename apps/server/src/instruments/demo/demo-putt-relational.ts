import type { DemoText } from './demo-text.js';

/** Demo statements of PUTT's relational talents, by scale (demo-item-texts.ts). */
export const demoPuttRelational: Record<string, DemoText[]> = {
  'interpersonal.perception': [
    {
      ko: '나는 친구의 표정을 보면 기분을 알 수 있다.',
      en: 'I can tell how a friend feels by looking at their face.',
      reverse: false,
    },
    {
      ko: '나는 친구가 속상해하면 금방 알아챈다.',
      en: 'I quickly notice when a friend is upset.',
      reverse: false,
    },
    {
      ko: '나는 다른 사람이 왜 화가 났는지 알기 어렵다.',
      en: 'I find it hard to know why someone is angry.',
      reverse: true,
    },
    {
      ko: '나는 반 분위기가 어떤지 잘 느낀다.',
      en: 'I can sense the mood of my class well.',
      reverse: false,
    },
    {
      ko: '나는 말하지 않아도 상대가 원하는 것을 짐작한다.',
      en: 'I can guess what others want even if they do not say it.',
      reverse: false,
    },
  ],
  'interpersonal.expression': [
    {
      ko: '나는 친구에게 고맙다는 말을 잘한다.',
      en: 'I often say thank you to my friends.',
      reverse: false,
    },
    {
      ko: '나는 처음 만난 친구에게 먼저 말을 건다.',
      en: 'I start talking first to classmates I have just met.',
      reverse: false,
    },
    {
      ko: '나는 친구를 위로하는 말을 잘한다.',
      en: 'I am good at saying comforting words to friends.',
      reverse: false,
    },
    {
      ko: '나는 친구에게 내 의견을 말하기 어렵다.',
      en: 'I find it hard to tell my friends my opinion.',
      reverse: true,
    },
    {
      ko: '나는 상대의 기분을 생각하며 내 의견을 전달한다.',
      en: 'I share my views while considering how others feel.',
      reverse: false,
    },
  ],
  'interpersonal.composition': [
    {
      ko: '나는 모둠 활동에서 친구들의 역할을 나눈다.',
      en: 'I divide up roles among my friends in group work.',
      reverse: false,
    },
    {
      ko: '나는 여러 친구와 함께 놀이를 계획하기 어렵다.',
      en: 'I find it hard to plan games with many friends.',
      reverse: true,
    },
    {
      ko: '나는 다툰 친구들을 화해시킨 적이 있다.',
      en: 'I have helped friends make up after a quarrel.',
      reverse: false,
    },
    {
      ko: '나는 친구들을 모아 함께할 일을 만든다.',
      en: 'I gather friends to start something together.',
      reverse: false,
    },
    {
      ko: '나는 서로 다른 의견을 모아 함께 결론을 이끌어 낸다.',
      en: 'I bring different opinions together to reach a shared decision.',
      reverse: false,
    },
  ],
  'interpersonal.achievement': [
    {
      ko: '나는 친구가 많은 편이다.',
      en: 'I have quite a lot of friends.',
      reverse: false,
    },
    {
      ko: '나는 모둠장을 맡은 적이 많다.',
      en: 'I have often been a group leader.',
      reverse: false,
    },
    {
      ko: '나는 친구들이 고민이 있을 때 찾아오는 사람이다.',
      en: 'I am the one friends come to when they have a worry.',
      reverse: false,
    },
    {
      ko: '나는 모둠 활동에서 친구들과 자주 부딪힌다.',
      en: 'I often clash with friends during group work.',
      reverse: true,
    },
    {
      ko: '나는 함께하는 일이 잘 되도록 팀을 이끈 경험이 있다.',
      en: 'I have led a team to make a shared task succeed.',
      reverse: false,
    },
  ],
  'intrapersonal.perception': [
    {
      ko: '나는 내 기분이 어떤지 잘 안다.',
      en: 'I know well how I am feeling.',
      reverse: false,
    },
    {
      ko: '나는 내가 잘하는 것이 무엇인지 안다.',
      en: 'I know what I am good at.',
      reverse: false,
    },
    {
      ko: '나는 왜 짜증이 나는지 스스로도 모를 때가 많다.',
      en: 'I often do not know myself why I feel annoyed.',
      reverse: true,
    },
    {
      ko: '나는 내가 무엇을 좋아하는지 잘 안다.',
      en: 'I know well what I like.',
      reverse: false,
    },
    {
      ko: '나는 내 성격의 약점을 알고 있다.',
      en: 'I am aware of the weak points in my personality.',
      reverse: false,
    },
  ],
  'intrapersonal.expression': [
    {
      ko: '나는 내 기분을 일기에 적는다.',
      en: 'I write about my feelings in a diary.',
      reverse: false,
    },
    {
      ko: '나는 화가 날 때 그 이유를 말로 설명할 수 있다.',
      en: 'I can explain in words why I am angry.',
      reverse: false,
    },
    {
      ko: '나는 내 꿈을 다른 사람에게 이야기할 수 있다.',
      en: 'I can tell others about my dreams for the future.',
      reverse: false,
    },
    {
      ko: '나는 내 속마음을 드러내는 것이 어렵다.',
      en: 'I find it hard to reveal my inner thoughts.',
      reverse: true,
    },
    {
      ko: '나는 내가 원하는 것을 분명하게 말한다.',
      en: 'I say clearly what I want.',
      reverse: false,
    },
  ],
  'intrapersonal.composition': [
    {
      ko: '나는 스스로 하루 계획을 세운다.',
      en: 'I make my own plan for the day.',
      reverse: false,
    },
    {
      ko: '나는 실수한 일을 돌아보고 다음 방법을 정한다.',
      en: 'I look back on my mistakes and decide what to do next time.',
      reverse: false,
    },
    {
      ko: '나는 앞으로 무엇을 하고 싶은지 정하기 어렵다.',
      en: 'I find it hard to decide what I want to do in the future.',
      reverse: true,
    },
    {
      ko: '나는 내 목표를 이루기 위한 순서를 짠다.',
      en: 'I plan the steps to reach my goals.',
      reverse: false,
    },
    {
      ko: '나는 나에게 맞는 공부 방법을 스스로 찾아 만든다.',
      en: 'I work out study methods that suit me.',
      reverse: false,
    },
  ],
  'intrapersonal.achievement': [
    {
      ko: '나는 스스로 정한 약속을 잘 지킨다.',
      en: 'I keep the promises I make to myself.',
      reverse: false,
    },
    {
      ko: '나는 세운 계획을 끝까지 실천한다.',
      en: 'I carry out my plans to the end.',
      reverse: false,
    },
    {
      ko: '나는 속상한 일이 있어도 금방 마음을 다스린다.',
      en: 'I calm myself down quickly even when something upsets me.',
      reverse: false,
    },
    {
      ko: '나는 해야 할 일을 자꾸 미룬다.',
      en: 'I keep putting off things I have to do.',
      reverse: true,
    },
    {
      ko: '나는 나를 돌아보며 꾸준히 더 나은 사람이 되어 왔다.',
      en: 'I have steadily become a better person by reflecting on myself.',
      reverse: false,
    },
  ],
};
