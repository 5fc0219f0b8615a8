/**
 * The demo banks' statements: written by us to try the service (the real items are the company's
 * licensed content). PUTT: five a scale (talent.stage), the elementary form taking the first four;
 * TOCC and TEC: four a sub-competency, and a fifth for the child form's 80-item reading. One of
 * each scale's statements is keyed in reverse.
 */
export type DemoText = { ko: string; en: string; reverse: boolean };

export const demoItemTexts: {
  putt: Record<string, DemoText[]>;
  tocc: Record<string, DemoText[]>;
  toccFifth: Record<string, DemoText>;
} = {
  putt: {
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
  },
  tocc: {
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
  },
  toccFifth: {
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
  },
};
