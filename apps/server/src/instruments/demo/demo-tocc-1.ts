import type { DemoText } from './demo-text.js';

/** Demo statements of TOCC and TEC sub-competencies, part 1 of 2 (demo-item-texts.ts). */
export const demoTocc1: Record<string, DemoText[]> = {
  fluency: [
    {
      ko: '나는 한 가지 주제로 많은 생각을 떠올린다.',
      en: 'I can come up with many ideas on one topic.',
      reverse: false,
    },
    {
      ko: '나는 어떤 물건의 쓰임새를 여러 개 말할 수 있다.',
      en: 'I can name many uses for an object.',
      reverse: false,
    },
    {
      ko: '나는 아이디어를 내라고 하면 금방 막힌다.',
      en: 'I get stuck quickly when I am asked to come up with ideas.',
      reverse: true,
    },
    {
      ko: '나는 짧은 시간 안에 많은 답을 생각해 낸다.',
      en: 'I can think of many answers in a short time.',
      reverse: false,
    },
  ],
  flexibility: [
    {
      ko: '나는 한 문제를 여러 방법으로 풀어 본다.',
      en: 'I try solving a problem in several ways.',
      reverse: false,
    },
    {
      ko: '나는 생각이 막히면 다른 방향으로 바꾸어 본다.',
      en: 'I try thinking in a different direction when I get stuck.',
      reverse: false,
    },
    {
      ko: '나는 물건을 원래와 다른 용도로 써 본다.',
      en: 'I try using things for purposes other than the usual one.',
      reverse: false,
    },
    {
      ko: '나는 한번 정한 방법만 계속 고집한다.',
      en: 'I stick to only one method once I have chosen it.',
      reverse: true,
    },
  ],
  originality: [
    {
      ko: '나는 남들이 생각하지 못한 아이디어를 낸다.',
      en: 'I come up with ideas others have not thought of.',
      reverse: false,
    },
    {
      ko: '나는 친구들과 비슷한 생각만 떠오른다.',
      en: "I only come up with ideas similar to my friends' ideas.",
      reverse: true,
    },
    {
      ko: '나는 나만의 독특한 방식으로 과제를 한다.',
      en: 'I do assignments in my own unique way.',
      reverse: false,
    },
    {
      ko: '나는 흔한 답보다 새로운 답을 찾으려 한다.',
      en: 'I look for new answers rather than common ones.',
      reverse: false,
    },
  ],
  analysis: [
    {
      ko: '나는 어떤 일이 일어난 원인을 따져 본다.',
      en: 'I think carefully about why something happened.',
      reverse: false,
    },
    {
      ko: '나는 여러 정보 중에서 중요한 것을 골라낸다.',
      en: 'I pick out the important points from a lot of information.',
      reverse: false,
    },
    {
      ko: '나는 두 가지를 비교해 서로 다른 점을 찾는다.',
      en: 'I compare two things to find how they differ.',
      reverse: false,
    },
    {
      ko: '나는 복잡한 문제를 보면 갈피를 잡지 못한다.',
      en: 'I get lost when I face a complicated problem.',
      reverse: true,
    },
  ],
  evaluation: [
    {
      ko: '나는 여러 아이디어 중 가장 좋은 것을 고를 수 있다.',
      en: 'I can choose the best idea among many.',
      reverse: false,
    },
    {
      ko: '나는 내 생각이 옳은지 따져 보지 않는다.',
      en: 'I do not check whether my ideas are right.',
      reverse: true,
    },
    {
      ko: '나는 계획이 실제로 가능한지 따져 본다.',
      en: 'I check whether a plan can really work.',
      reverse: false,
    },
    {
      ko: '나는 정해진 기준에 따라 결과를 평가할 수 있다.',
      en: 'I can judge results according to set criteria.',
      reverse: false,
    },
  ],
  elaboration: [
    {
      ko: '나는 떠오른 생각을 구체적으로 다듬는다.',
      en: 'I develop my ideas in detail.',
      reverse: false,
    },
    {
      ko: '나는 그림을 그릴 때 작은 부분까지 꼼꼼히 그린다.',
      en: 'I draw even the small parts carefully.',
      reverse: false,
    },
    {
      ko: '나는 아이디어를 자세히 설명하는 것이 귀찮다.',
      en: 'I find it bothersome to explain my ideas in detail.',
      reverse: true,
    },
    {
      ko: '나는 처음 아이디어에 살을 붙여 더 완성도 있게 만든다.',
      en: 'I build on my first idea to make it more complete.',
      reverse: false,
    },
  ],
  imagery: [
    {
      ko: '나는 책을 읽으면 장면이 머릿속에 그려진다.',
      en: 'I can picture the scenes in my head when I read a book.',
      reverse: false,
    },
    {
      ko: '나는 눈을 감으면 가 보지 않은 곳도 떠올릴 수 있다.',
      en: 'I can imagine places I have never been when I close my eyes.',
      reverse: false,
    },
    {
      ko: '나는 머릿속으로 그림을 떠올리는 것이 어렵다.',
      en: 'I find it hard to form pictures in my mind.',
      reverse: true,
    },
    {
      ko: '나는 설명만 듣고도 물건의 모습을 그려 볼 수 있다.',
      en: 'I can picture an object just from hearing it described.',
      reverse: false,
    },
  ],
  possibility: [
    {
      ko: '나는 세상이 지금과 다르다면 어떨지 상상한다.',
      en: 'I imagine what the world would be like if it were different.',
      reverse: false,
    },
    {
      ko: '나는 미래에 생길 새로운 물건을 상상해 본다.',
      en: 'I imagine new things that might exist in the future.',
      reverse: false,
    },
    {
      ko: '나는 현실에 없는 일을 상상하는 것은 쓸모없다고 생각한다.',
      en: 'I think imagining things that are not real is useless.',
      reverse: true,
    },
    {
      ko: '나는 불가능해 보이는 일도 방법이 있을지 상상해 본다.',
      en: 'I imagine how things that seem impossible might be done.',
      reverse: false,
    },
  ],
  metaphor: [
    {
      ko: '나는 어떤 것을 다른 것에 빗대어 말하기를 좋아한다.',
      en: 'I like describing one thing by comparing it to another.',
      reverse: false,
    },
    {
      ko: '나는 구름을 보면 무엇을 닮았는지 떠올린다.',
      en: 'I think of what clouds look like when I see them.',
      reverse: false,
    },
    {
      ko: '나는 내 기분을 날씨에 빗대어 표현하곤 한다.',
      en: 'I often describe my mood as if it were the weather.',
      reverse: false,
    },
    {
      ko: '나는 비유로 된 표현을 이해하기 어렵다.',
      en: 'I find figurative expressions hard to understand.',
      reverse: true,
    },
  ],
  exploration: [
    {
      ko: '나는 궁금한 것이 생기면 직접 찾아본다.',
      en: 'I look things up myself when I wonder about them.',
      reverse: false,
    },
    {
      ko: '나는 물건이 어떻게 작동하는지 알아보는 것을 좋아한다.',
      en: 'I like finding out how things work.',
      reverse: false,
    },
    {
      ko: '나는 모르는 것이 있어도 굳이 알아보지 않는다.',
      en: 'I do not bother to find out about things I do not know.',
      reverse: true,
    },
    {
      ko: '나는 한 가지 주제를 깊이 파고드는 것을 즐긴다.',
      en: 'I enjoy digging deep into one topic.',
      reverse: false,
    },
  ],
  questioning: [
    {
      ko: '나는 수업 시간에 궁금한 것을 질문한다.',
      en: 'I ask questions in class about things I wonder about.',
      reverse: false,
    },
    {
      ko: '나는 궁금한 것이 있어도 질문하지 않고 넘어간다.',
      en: 'I let things go without asking even when I am curious.',
      reverse: true,
    },
    {
      ko: '나는 책을 읽으며 궁금한 점을 적어 둔다.',
      en: 'I write down questions that come to me while reading.',
      reverse: false,
    },
    {
      ko: '나는 당연해 보이는 일에도 왜 그런지 묻는다.',
      en: 'I ask why even about things that seem obvious.',
      reverse: false,
    },
  ],
  novelty: [
    {
      ko: '나는 새로운 놀이를 해 보는 것을 좋아한다.',
      en: 'I like trying out new games.',
      reverse: false,
    },
    {
      ko: '나는 처음 먹어 보는 음식에 도전하는 편이다.',
      en: 'I tend to try foods I have never eaten before.',
      reverse: false,
    },
    {
      ko: '나는 늘 가던 길 대신 새로운 길로 가 본다.',
      en: 'I take new routes instead of my usual way.',
      reverse: false,
    },
    {
      ko: '나는 익숙한 것만 하는 것이 편하다.',
      en: 'I feel comfortable only doing familiar things.',
      reverse: true,
    },
  ],
  diversity: [
    {
      ko: '나는 나와 다른 생각도 귀 기울여 듣는다.',
      en: 'I listen carefully even to opinions different from mine.',
      reverse: false,
    },
    {
      ko: '나는 여러 친구들과 두루 어울리는 것을 좋아한다.',
      en: 'I like getting along with many different kinds of friends.',
      reverse: false,
    },
    {
      ko: '나는 나와 생각이 다른 친구와는 함께하기 싫다.',
      en: 'I do not want to work with friends who think differently from me.',
      reverse: true,
    },
    {
      ko: '나는 다른 나라 사람들의 생활 방식에 관심이 많다.',
      en: 'I am very interested in how people live in other countries.',
      reverse: false,
    },
  ],
  ambiguity: [
    {
      ko: '나는 답이 정해지지 않은 문제도 즐겁게 생각한다.',
      en: 'I enjoy thinking about problems with no fixed answer.',
      reverse: false,
    },
    {
      ko: '나는 정답이 분명하지 않으면 마음이 불편하다.',
      en: 'I feel uneasy when there is no clear right answer.',
      reverse: true,
    },
    {
      ko: '나는 결말이 열린 이야기를 좋아한다.',
      en: 'I like stories with open endings.',
      reverse: false,
    },
    {
      ko: '나는 상황이 불확실해도 차분하게 방법을 찾는다.',
      en: 'I calmly look for a way forward even when things are uncertain.',
      reverse: false,
    },
  ],
};
