import type { DemoText } from './demo-text.js';

/** Demo statements of TOCC and TEC sub-competencies, part 2 of 2 (demo-item-texts.ts). */
export const demoTocc2: Record<string, DemoText[]> = {
  receptiveness: [
    {
      ko: '나는 친구의 충고를 잘 받아들인다.',
      en: "I accept my friends' advice well.",
      reverse: false,
    },
    {
      ko: '나는 더 좋은 의견이 있으면 내 생각을 바꾼다.',
      en: 'I change my mind when there is a better idea.',
      reverse: false,
    },
    {
      ko: '나는 계획이 바뀌어도 쉽게 적응한다.',
      en: 'I adapt easily when plans change.',
      reverse: false,
    },
    {
      ko: '나는 내 방식이 틀렸다는 말을 받아들이기 어렵다.',
      en: 'I find it hard to accept being told my way is wrong.',
      reverse: true,
    },
  ],
  confidence: [
    {
      ko: '나는 내 생각에 자신감이 있다.',
      en: 'I am confident in my ideas.',
      reverse: false,
    },
    {
      ko: '나는 어려운 일도 해낼 수 있다고 믿는다.',
      en: 'I believe I can do even difficult things.',
      reverse: false,
    },
    {
      ko: '나는 내 의견이 틀릴까 봐 말하지 못한다.',
      en: 'I do not speak up because I worry my opinion might be wrong.',
      reverse: true,
    },
    {
      ko: '나는 다른 사람이 의심해도 내 아이디어를 믿는다.',
      en: 'I trust my ideas even when others doubt them.',
      reverse: false,
    },
  ],
  judgment: [
    {
      ko: '나는 중요한 일을 스스로 판단해서 정한다.',
      en: 'I make important decisions using my own judgment.',
      reverse: false,
    },
    {
      ko: '나는 무엇을 할지 다른 사람이 정해 주기를 바란다.',
      en: 'I want others to decide what I should do.',
      reverse: true,
    },
    {
      ko: '나는 옳다고 생각하는 것을 분명히 말한다.',
      en: 'I clearly say what I think is right.',
      reverse: false,
    },
    {
      ko: '나는 여러 사람의 의견을 듣고도 내 기준으로 결정한다.',
      en: "I decide by my own standards after hearing others' opinions.",
      reverse: false,
    },
  ],
  nonconformity: [
    {
      ko: '나는 친구들이 다 한다고 해서 무조건 따라 하지 않는다.',
      en: 'I do not follow along just because all my friends are doing something.',
      reverse: false,
    },
    {
      ko: '나는 남들과 다르게 하는 것이 두렵지 않다.',
      en: 'I am not afraid to do things differently from others.',
      reverse: false,
    },
    {
      ko: '나는 다른 사람들이 하는 대로 따라 하는 것이 편하다.',
      en: 'I feel comfortable doing what everyone else does.',
      reverse: true,
    },
    {
      ko: '나는 유행보다 내 취향에 따라 물건을 고른다.',
      en: 'I choose things by my own taste rather than by trends.',
      reverse: false,
    },
  ],
  interest: [
    {
      ko: '나는 새로운 것을 배우는 것이 재미있다.',
      en: 'I find learning new things fun.',
      reverse: false,
    },
    {
      ko: '나는 관심 있는 주제가 생기면 계속 생각한다.',
      en: 'I keep thinking about topics that interest me.',
      reverse: false,
    },
    {
      ko: '나는 대부분의 공부가 지루하게 느껴진다.',
      en: 'I find most studying boring.',
      reverse: true,
    },
    {
      ko: '나는 여러 분야에 두루 관심이 있다.',
      en: 'I am interested in many different fields.',
      reverse: false,
    },
  ],
  enjoyment: [
    {
      ko: '나는 무언가를 만들 때 즐겁다.',
      en: 'I feel happy when I am making something.',
      reverse: false,
    },
    {
      ko: '나는 어려운 문제를 푸는 과정이 즐겁다.',
      en: 'I enjoy the process of solving difficult problems.',
      reverse: false,
    },
    {
      ko: '나는 새로운 방법을 시도하는 것 자체가 즐겁다.',
      en: 'I enjoy trying new ways of doing things for its own sake.',
      reverse: false,
    },
    {
      ko: '나는 상이 없으면 활동이 재미없다.',
      en: 'I find activities boring if there is no prize.',
      reverse: true,
    },
  ],
  autonomy: [
    {
      ko: '나는 시키지 않아도 스스로 공부한다.',
      en: 'I study on my own even if no one tells me to.',
      reverse: false,
    },
    {
      ko: '나는 선생님이 시킨 일만 한다.',
      en: 'I only do what the teacher tells me to do.',
      reverse: true,
    },
    {
      ko: '나는 하고 싶은 활동을 스스로 고른다.',
      en: 'I choose the activities I want to do by myself.',
      reverse: false,
    },
    {
      ko: '나는 과제의 진행 속도를 스스로 조절한다.',
      en: 'I set my own pace when working on tasks.',
      reverse: false,
    },
  ],
  persistence: [
    {
      ko: '나는 어려운 일도 끝까지 해낸다.',
      en: 'I finish things even when they are hard.',
      reverse: false,
    },
    {
      ko: '나는 문제가 안 풀리면 될 때까지 다시 해 본다.',
      en: 'I keep trying until I solve a problem I am stuck on.',
      reverse: false,
    },
    {
      ko: '나는 조금만 어려워도 쉽게 포기한다.',
      en: 'I give up easily when things get a little hard.',
      reverse: true,
    },
    {
      ko: '나는 오랜 시간이 걸리는 일도 꾸준히 한다.',
      en: 'I keep working steadily on tasks that take a long time.',
      reverse: false,
    },
  ],
  absorption: [
    {
      ko: '나는 좋아하는 일을 하면 시간 가는 줄 모른다.',
      en: 'I lose track of time when I am doing something I like.',
      reverse: false,
    },
    {
      ko: '나는 한 가지 일에 오래 집중하기 어렵다.',
      en: 'I find it hard to focus on one thing for long.',
      reverse: true,
    },
    {
      ko: '나는 과제를 시작하면 푹 빠져든다.',
      en: 'I get deeply absorbed once I start a task.',
      reverse: false,
    },
    {
      ko: '나는 몰두하던 일을 멈춰야 하면 아쉽다.',
      en: 'I feel sorry when I have to stop something I am absorbed in.',
      reverse: false,
    },
  ],
  responsibility: [
    {
      ko: '나는 맡은 일을 책임지고 해낸다.',
      en: 'I take full responsibility for the tasks given to me.',
      reverse: false,
    },
    {
      ko: '나는 과제를 정해진 날까지 마친다.',
      en: 'I finish assignments by the due date.',
      reverse: false,
    },
    {
      ko: '나는 모둠 과제에서 내 몫을 다한다.',
      en: 'I do my part in group assignments.',
      reverse: false,
    },
    {
      ko: '나는 일이 잘못되면 다른 사람 탓을 한다.',
      en: 'I blame others when things go wrong.',
      reverse: true,
    },
  ],
  risk: [
    {
      ko: '나는 실패할 수도 있는 일에도 도전한다.',
      en: 'I take on challenges even when I might fail.',
      reverse: false,
    },
    {
      ko: '나는 틀릴까 봐 새로운 일을 시도하지 않는다.',
      en: 'I do not try new things because I am afraid of being wrong.',
      reverse: true,
    },
    {
      ko: '나는 처음 해 보는 일에 먼저 나서는 편이다.',
      en: 'I tend to volunteer first for things I have never done.',
      reverse: false,
    },
    {
      ko: '나는 안전한 방법보다 새로운 방법을 택할 때가 많다.',
      en: 'I often choose a new way over a safe one.',
      reverse: false,
    },
  ],
  resilience: [
    {
      ko: '나는 실패해도 다시 시도한다.',
      en: 'I try again even after I fail.',
      reverse: false,
    },
    {
      ko: '나는 일이 잘 안 풀려도 금방 기운을 차린다.',
      en: 'I bounce back quickly when things do not go well.',
      reverse: false,
    },
    {
      ko: '나는 한 번 실패하면 오랫동안 의욕이 없다.',
      en: 'I lose motivation for a long time after I fail once.',
      reverse: true,
    },
    {
      ko: '나는 실패를 더 좋은 방법을 찾는 기회로 여긴다.',
      en: 'I see failure as a chance to find a better way.',
      reverse: false,
    },
  ],
  goal: [
    {
      ko: '나는 이루고 싶은 목표가 있다.',
      en: 'I have goals that I want to achieve.',
      reverse: false,
    },
    {
      ko: '나는 목표를 정하면 그것을 향해 꾸준히 노력한다.',
      en: 'I work steadily toward a goal once I set it.',
      reverse: false,
    },
    {
      ko: '나는 목표 없이 그날그날 지낸다.',
      en: 'I live day to day without any goals.',
      reverse: true,
    },
    {
      ko: '나는 지금보다 더 높은 목표를 세우려 한다.',
      en: 'I try to set higher goals than the ones I have now.',
      reverse: false,
    },
  ],
};
