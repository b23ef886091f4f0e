import {
  FRAME_NUMBER_MESSAGES,
  likeMyPair,
  readFrameNumbers,
  type FrameNumbers,
  type FrameNumbersRead,
} from '@/lib/shop/like-my-pair';

const numbers = (lensMm: number, bridgeMm: number, templeMm: number): FrameNumbers => ({
  lensMm,
  bridgeMm,
  templeMm,
});
const read = (lens: number, bridge: number, temple: number): FrameNumbersRead => ({
  ok: true,
  numbers: numbers(lens, bridge, temple),
});
const refused = (message: string): FrameNumbersRead => ({ ok: false, message });

describe('docs/product.md#like-my-pair: the numbers inside the arm', () => {
  it.each<[string, FrameNumbersRead]>([
    ['52-18-140', read(52, 18, 140)],
    ['52□18 140', read(52, 18, 140)],
    ['52□18-140', read(52, 18, 140)],
    ['52 18 140', read(52, 18, 140)],
    ['  54 – 17 – 145 mm ', read(54, 17, 145)],
    ['50x20x135', read(50, 20, 135)],
    ['49/21/140', read(49, 21, 140)],
    ['40-12-120', read(40, 12, 120)],
    ['62-24-155', read(62, 24, 155)],
    ['', refused(FRAME_NUMBER_MESSAGES.unread)],
    ['52-18', refused(FRAME_NUMBER_MESSAGES.unread)],
    ['52-18-140-3', refused(FRAME_NUMBER_MESSAGES.unread)],
    ['5218140', refused(FRAME_NUMBER_MESSAGES.unread)],
    ['52.5-18-140', refused(FRAME_NUMBER_MESSAGES.unread)],
    ['size M', refused(FRAME_NUMBER_MESSAGES.unread)],
    ['39-18-140', refused(FRAME_NUMBER_MESSAGES.lensMm)],
    ['63-18-140', refused(FRAME_NUMBER_MESSAGES.lensMm)],
    ['52-11-140', refused(FRAME_NUMBER_MESSAGES.bridgeMm)],
    ['52-25-140', refused(FRAME_NUMBER_MESSAGES.bridgeMm)],
    ['52-18-119', refused(FRAME_NUMBER_MESSAGES.templeMm)],
    ['52-18-156', refused(FRAME_NUMBER_MESSAGES.templeMm)],
    ['18-52-140', refused(FRAME_NUMBER_MESSAGES.lensMm)],
  ])('%s', (text, answer) => {
    expect(readFrameNumbers(text)).toEqual(answer);
  });

  it('says what each number is', () => {
    expect(FRAME_NUMBER_MESSAGES).toEqual({
      unread: 'Enter the three numbers printed inside the arm of your glasses, such as 52-18-140.',
      lensMm: 'The first number, the lens width, is between 40 and 62 mm.',
      bridgeMm: 'The second number, the bridge, is between 12 and 24 mm.',
      templeMm: 'The third number, the arm length, is between 120 and 155 mm.',
    });
  });
});

describe('docs/product.md#like-my-pair: a frame like my current pair', () => {
  const mine = numbers(52, 18, 140);
  it.each<[FrameNumbers, boolean]>([
    [numbers(52, 18, 140), true],
    [numbers(54, 16, 145), true],
    [numbers(50, 20, 135), true],
    [numbers(55, 18, 140), false],
    [numbers(49, 18, 140), false],
    [numbers(52, 21, 140), false],
    [numbers(52, 15, 140), false],
    [numbers(52, 18, 146), false],
    [numbers(52, 18, 134), false],
  ])('%o', (frame, like) => {
    expect(likeMyPair(frame, mine)).toBe(like);
  });
});
