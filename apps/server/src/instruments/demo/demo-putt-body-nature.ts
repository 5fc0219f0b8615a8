import type { DemoText } from './demo-text.js';

/** Demo statements of PUTT's body and nature talents, by scale (demo-item-texts.ts). */
export const demoPuttBodyNature: Record<string, DemoText[]> = {
  'bodily.perception': [
    {
      ko: '나는 공이 어디로 날아올지 잘 예측한다.',
      en: 'I can guess well where a ball will fly.',
      reverse: false,
    },
    {
      ko: '나는 내 몸의 균형이 흔들리면 금방 느낀다.',
      en: 'I quickly feel it when I start to lose my balance.',
      reverse: false,
    },
    {
      ko: '나는 운동 동작을 보면 어떻게 하는지 바로 알아챈다.',
      en: 'I can tell how a movement is done just by watching it.',
      reverse: false,
    },
    {
      ko: '나는 내 자세가 바른지 잘 느끼지 못한다.',
      en: 'I often cannot tell whether my posture is right.',
      reverse: true,
    },
    {
      ko: '나는 경기 중에 빈 공간을 빨리 찾아낸다.',
      en: 'I quickly spot open spaces during a game.',
      reverse: false,
    },
  ],
  'bodily.expression': [
    {
      ko: '나는 몸짓으로 내 기분을 잘 나타낸다.',
      en: 'I show my feelings well through gestures.',
      reverse: false,
    },
    {
      ko: '나는 음악에 맞춰 춤추는 것을 좋아한다.',
      en: 'I like dancing to music.',
      reverse: false,
    },
    {
      ko: '나는 몸으로 흉내 내는 놀이가 어색하다.',
      en: 'I feel awkward playing games where I act things out.',
      reverse: true,
    },
    {
      ko: '나는 다른 사람의 동작을 금방 따라 할 수 있다.',
      en: "I can quickly copy other people's movements.",
      reverse: false,
    },
    {
      ko: '나는 몸동작만으로 인물을 연기할 수 있다.',
      en: 'I can act out a character using only body movements.',
      reverse: false,
    },
  ],
  'bodily.composition': [
    {
      ko: '나는 친구들과 새로운 몸놀이를 만들어 낸다.',
      en: 'I make up new active games with my friends.',
      reverse: false,
    },
    {
      ko: '나는 나만의 춤 동작을 만들어 본다.',
      en: 'I try creating my own dance moves.',
      reverse: false,
    },
    {
      ko: '나는 운동 기술을 이어서 멋진 동작을 만든다.',
      en: 'I link sports skills together to make cool moves.',
      reverse: false,
    },
    {
      ko: '나는 새로운 운동 동작을 생각해 내기 어렵다.',
      en: 'I find it hard to think up new exercise moves.',
      reverse: true,
    },
    {
      ko: '나는 팀 경기에서 작전을 짜는 데 능숙하다.',
      en: 'I am good at planning strategies for team sports.',
      reverse: false,
    },
  ],
  'bodily.achievement': [
    {
      ko: '나는 체육 시간에 잘한다는 말을 듣는다.',
      en: 'I am told that I do well in PE class.',
      reverse: false,
    },
    {
      ko: '나는 달리기가 빠른 편이다.',
      en: 'I am a fast runner.',
      reverse: false,
    },
    {
      ko: '나는 경기에서 내 실력을 발휘하기 어렵다.',
      en: 'I find it hard to show my skills in sports games.',
      reverse: true,
    },
    {
      ko: '나는 새로운 운동을 빨리 배운다.',
      en: 'I learn new sports quickly.',
      reverse: false,
    },
    {
      ko: '나는 운동 대회에서 상을 받은 적이 있다.',
      en: 'I have won an award at a sports competition.',
      reverse: false,
    },
  ],
  'naturalist.perception': [
    {
      ko: '나는 길가의 작은 곤충을 잘 발견한다.',
      en: 'I easily spot small insects by the roadside.',
      reverse: false,
    },
    {
      ko: '나는 나무들의 생김새가 모두 비슷해 보인다.',
      en: 'I feel that all trees look alike.',
      reverse: true,
    },
    {
      ko: '나는 계절이 바뀌는 것을 자연에서 먼저 느낀다.',
      en: 'I notice the change of seasons in nature early.',
      reverse: false,
    },
    {
      ko: '나는 날씨의 변화를 잘 알아챈다.',
      en: 'I easily notice changes in the weather.',
      reverse: false,
    },
    {
      ko: '나는 생물의 특징을 보고 종류를 구별할 수 있다.',
      en: 'I can tell kinds of living things apart by their features.',
      reverse: false,
    },
  ],
  'naturalist.expression': [
    {
      ko: '나는 관찰한 식물을 그림으로 기록한다.',
      en: 'I record the plants I observe in drawings.',
      reverse: false,
    },
    {
      ko: '나는 동물에 대해 아는 것을 친구에게 설명해 준다.',
      en: 'I explain what I know about animals to my friends.',
      reverse: false,
    },
    {
      ko: '나는 자연에서 본 것을 말로 설명하기 어렵다.',
      en: 'I find it hard to describe in words what I saw in nature.',
      reverse: true,
    },
    {
      ko: '나는 관찰 일기를 쓰는 것을 좋아한다.',
      en: 'I like keeping an observation diary.',
      reverse: false,
    },
    {
      ko: '나는 자연 현상을 알맞은 과학 용어로 설명할 수 있다.',
      en: 'I can explain natural events using the right science terms.',
      reverse: false,
    },
  ],
  'naturalist.composition': [
    {
      ko: '나는 모은 나뭇잎을 종류별로 나누어 정리한다.',
      en: 'I sort the leaves I collect by type.',
      reverse: false,
    },
    {
      ko: '나는 궁금한 자연 현상을 실험으로 알아본다.',
      en: 'I do experiments to check natural events I wonder about.',
      reverse: false,
    },
    {
      ko: '나는 자연물로 새로운 작품을 만든다.',
      en: 'I make new works from things I find in nature.',
      reverse: false,
    },
    {
      ko: '나는 관찰 결과를 모아 결론을 내리기 어렵다.',
      en: 'I find it hard to draw conclusions from my observations.',
      reverse: true,
    },
    {
      ko: '나는 관찰한 내용을 표로 정리한다.',
      en: 'I organize what I observe into tables.',
      reverse: false,
    },
  ],
  'naturalist.achievement': [
    {
      ko: '나는 과학 시간에 좋은 점수를 받는 편이다.',
      en: 'I tend to get good scores in science class.',
      reverse: false,
    },
    {
      ko: '나는 식물을 잘 키워 낸다.',
      en: 'I am good at growing plants.',
      reverse: false,
    },
    {
      ko: '나는 곤충 이름을 외우기 어렵다.',
      en: 'I find it hard to remember the names of insects.',
      reverse: true,
    },
    {
      ko: '나는 동물의 이름을 많이 알고 있다.',
      en: 'I know the names of many animals.',
      reverse: false,
    },
    {
      ko: '나는 과학 탐구 대회에서 상을 받은 적이 있다.',
      en: 'I have won an award at a science fair.',
      reverse: false,
    },
  ],
};
