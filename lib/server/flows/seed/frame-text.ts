import type { SeedFrameSpec, SeedVariant } from './catalog-types';
import { GENDER_PHRASE, MATERIAL_COPY, RIM_COPY, SEARCH_SYNONYMS, SHAPE_COPY } from './data/frame-copy';
import type { Random } from './random';

type FrameType = 'eyeglasses' | 'sunglasses';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'An' : 'A';
}

export function frameSummary(random: Random, type: FrameType, frame: SeedFrameSpec): string {
  const shape = SHAPE_COPY[frame.shape];
  const adjective = random.pick(shape.adjectives);
  const noun = type === 'sunglasses' ? shape.noun.replace('frame', 'sunglass') : shape.noun;
  return `${article(adjective)} ${adjective} ${noun} in ${MATERIAL_COPY[frame.material].phrase}, sized ${frame.size} ${GENDER_PHRASE[frame.gender]}.`;
}

export function frameDescription(random: Random, type: FrameType, frame: SeedFrameSpec): string {
  const sentences = [
    random.pick(SHAPE_COPY[frame.shape].sentences),
    MATERIAL_COPY[frame.material].sentence,
    RIM_COPY[frame.rim],
  ];
  const comfort: string[] = [];
  if (frame.springHinges) comfort.push('spring hinges that flex with every movement');
  if (frame.nosePads) comfort.push('adjustable nose pads for a secure, personal fit');
  if (comfort.length > 0) sentences.push(`Comfort comes from ${comfort.join(' and ')}.`);
  sentences.push(
    `It measures ${frame.lensWidthMm}-${frame.bridgeMm}-${frame.templeMm} with a ${frame.lensHeightMm} mm lens height and weighs about ${frame.weightG} g.`,
  );
  // Whether progressive lenses fit is the lens rule's to say, and an operator may change the rule
  // (docs/product.md#lens-rules): the page says it beside the measurements, never in stored prose.
  if (type === 'sunglasses') {
    sentences.push('Every pair comes with UV400 lenses, and you can add your prescription or polarization.');
  }
  const faces = frame.faceShapes.join(', ').replace(/, ([^,]*)$/, ' and $1');
  sentences.push(`${capitalise(faces)} face shapes wear it especially well.`);
  return sentences.join(' ');
}

/** Words a keyword search should find the frame by (type, shape, material, rim, colours …). */
export function frameSearchText(
  type: FrameType,
  name: string,
  frame: SeedFrameSpec,
  variants: SeedVariant[],
): string {
  const words = [
    name,
    SEARCH_SYNONYMS[type],
    frame.shape,
    SEARCH_SYNONYMS[frame.shape],
    frame.material,
    SEARCH_SYNONYMS[frame.material],
    frame.rim,
    SEARCH_SYNONYMS[frame.rim],
    frame.gender,
    SEARCH_SYNONYMS[frame.gender],
    frame.size,
    frame.springHinges ? 'spring hinges' : '',
    ...variants.flatMap((variant) => [variant.colorName, variant.colorFamily, variant.lensTintName ?? '']),
  ];
  return dedupeWords(words.join(' '));
}

export function dedupeWords(text: string): string {
  const seen = new Set<string>();
  for (const word of text.toLowerCase().split(/\s+/)) {
    if (word) seen.add(word);
  }
  return [...seen].join(' ');
}
