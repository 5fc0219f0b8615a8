import type { DemoText } from './demo-text.js';

/** Demo statements of PUTT's emotional talents, by scale (demo-item-texts.ts). */
export const demoPuttEmotional: Record<string, DemoText[]> = {
  'musical.perception': [
    {
      ko: '나는 노래를 몇 번 들으면 가락을 기억한다.',
      en: 'I remember a melody after hearing a song a few times.',
      reverse: false,
    },
    {
      ko: '나는 음이 틀리게 연주되면 금방 알아챈다.',
      en: 'I quickly notice when a note is played wrong.',
      reverse: false,
    },
    {
      ko: '나는 주변의 작은 소리에도 귀를 기울인다.',
      en: 'I pay attention even to small sounds around me.',
      reverse: false,
    },
    {
      ko: '나는 두 음 중 어느 것이 더 높은지 구별하기 어렵다.',
      en: 'I find it hard to tell which of two notes is higher.',
      reverse: true,
    },
    {
      ko: '나는 음악을 들으면 어떤 악기 소리인지 알 수 있다.',
      en: 'I can tell which instruments are playing when I listen to music.',
      reverse: false,
    },
  ],
  'musical.expression': [
    {
      ko: '나는 노래를 부르는 것을 좋아한다.',
      en: 'I like singing songs.',
      reverse: false,
    },
    {
      ko: '나는 사람들 앞에서 노래하는 것이 부끄럽다.',
      en: 'I feel embarrassed singing in front of people.',
      reverse: true,
    },
    {
      ko: '나는 음악에 맞춰 박자를 잘 맞춘다.',
      en: 'I keep the beat well when music is playing.',
      reverse: false,
    },
    {
      ko: '나는 악기로 내 기분을 표현해 본다.',
      en: 'I try to express my feelings with a musical instrument.',
      reverse: false,
    },
    {
      ko: '나는 곡의 분위기를 살려 노래할 수 있다.',
      en: 'I can sing in a way that brings out the mood of a song.',
      reverse: false,
    },
  ],
  'musical.composition': [
    {
      ko: '나는 나만의 가락을 지어 흥얼거린다.',
      en: 'I hum tunes that I make up myself.',
      reverse: false,
    },
    {
      ko: '나는 아는 노래의 가사를 바꾸어 부르곤 한다.',
      en: 'I often change the lyrics of songs I know.',
      reverse: false,
    },
    {
      ko: '나는 물건을 두드려 리듬을 만들어 본다.',
      en: 'I make rhythms by tapping on objects.',
      reverse: false,
    },
    {
      ko: '나는 새로운 가락을 만들어 보라고 하면 막막하다.',
      en: 'I feel stuck when I am asked to make up a new tune.',
      reverse: true,
    },
    {
      ko: '나는 여러 소리를 어울리게 섞어 곡을 만들 수 있다.',
      en: 'I can combine different sounds to create a piece of music.',
      reverse: false,
    },
  ],
  'musical.achievement': [
    {
      ko: '나는 음악 시간에 칭찬을 자주 받는다.',
      en: 'I often get praised in music class.',
      reverse: false,
    },
    {
      ko: '나는 악기 하나를 잘 연주할 수 있다.',
      en: 'I can play a musical instrument well.',
      reverse: false,
    },
    {
      ko: '나는 노래 가사를 끝까지 외우기 어렵다.',
      en: 'I find it hard to memorize song lyrics all the way through.',
      reverse: true,
    },
    {
      ko: '나는 음악 발표회에서 공연해 본 적이 있다.',
      en: 'I have performed at a music recital.',
      reverse: false,
    },
    {
      ko: '나는 음악 대회에서 상을 받은 적이 있다.',
      en: 'I have won an award at a music competition.',
      reverse: false,
    },
  ],
  'spatial.perception': [
    {
      ko: '나는 한 번 가 본 길을 잘 기억한다.',
      en: 'I remember a route well after going there once.',
      reverse: false,
    },
    {
      ko: '나는 그림에서 숨은 그림을 잘 찾는다.',
      en: 'I am good at finding hidden pictures in a drawing.',
      reverse: false,
    },
    {
      ko: '나는 지도를 보아도 방향을 알기 어렵다.',
      en: 'I find it hard to tell directions even when I look at a map.',
      reverse: true,
    },
    {
      ko: '나는 색깔의 작은 차이도 잘 알아본다.',
      en: 'I can notice small differences between colors.',
      reverse: false,
    },
    {
      ko: '나는 물체를 다른 쪽에서 보면 어떤 모양일지 떠올릴 수 있다.',
      en: 'I can picture what an object looks like from another side.',
      reverse: false,
    },
  ],
  'spatial.expression': [
    {
      ko: '나는 본 것을 그림으로 비슷하게 그릴 수 있다.',
      en: 'I can draw things I have seen so that they look alike.',
      reverse: false,
    },
    {
      ko: '나는 내 생각을 그림으로 나타내는 것을 좋아한다.',
      en: 'I like showing my ideas through drawings.',
      reverse: false,
    },
    {
      ko: '나는 색깔로 기분을 표현할 수 있다.',
      en: 'I can express my mood with colors.',
      reverse: false,
    },
    {
      ko: '나는 내가 본 풍경을 그림으로 그리기 어렵다.',
      en: 'I find it hard to draw the scenery I have seen.',
      reverse: true,
    },
    {
      ko: '나는 장소를 설명할 때 간단한 약도를 그려 보인다.',
      en: 'I draw a simple map when I describe a place.',
      reverse: false,
    },
  ],
  'spatial.composition': [
    {
      ko: '나는 블록으로 새로운 모양을 만드는 것을 좋아한다.',
      en: 'I like building new shapes with blocks.',
      reverse: false,
    },
    {
      ko: '나는 방의 물건을 보기 좋게 배치할 수 있다.',
      en: 'I can arrange things in a room so that they look nice.',
      reverse: false,
    },
    {
      ko: '나는 만들기를 할 때 설명서가 없으면 어렵다.',
      en: 'I find it hard to make things without instructions.',
      reverse: true,
    },
    {
      ko: '나는 종이로 입체 작품을 만드는 것을 즐긴다.',
      en: 'I enjoy making 3D works out of paper.',
      reverse: false,
    },
    {
      ko: '나는 여러 도형을 조합해 새로운 디자인을 만들 수 있다.',
      en: 'I can combine shapes to create a new design.',
      reverse: false,
    },
  ],
  'spatial.achievement': [
    {
      ko: '나는 미술 시간에 작품을 잘 만든다는 말을 듣는다.',
      en: 'I am told that I make good artwork in art class.',
      reverse: false,
    },
    {
      ko: '나는 조각 퍼즐을 빨리 맞추는 편이다.',
      en: 'I tend to finish jigsaw puzzles quickly.',
      reverse: false,
    },
    {
      ko: '나는 학교에서 내 그림을 전시한 적이 있다.',
      en: 'I have had a drawing of mine displayed at school.',
      reverse: false,
    },
    {
      ko: '나는 복잡한 모형을 끝까지 완성하기 어렵다.',
      en: 'I find it hard to finish building complicated models.',
      reverse: true,
    },
    {
      ko: '나는 미술 대회에서 상을 받은 적이 있다.',
      en: 'I have won an award at an art competition.',
      reverse: false,
    },
  ],
};
