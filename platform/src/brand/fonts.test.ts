import { pageDeclaresFont } from './pageDeclaresFont';

const faces = (family: string, weights: string[]) =>
  ({
    forEach: (visit: (face: { family: string; weight: string }) => void) =>
      weights.forEach((weight) => visit({ family, weight })),
  }) as unknown as FontFaceSet;

test('a font the page declares in every shipped weight (quoted, as the painted frame writes it) needs no stylesheet', () => {
  expect(pageDeclaresFont('Inter', faces('"Inter"', ['400', '600', '700']))).toBe(true);
  expect(pageDeclaresFont('Lora', faces('Lora', ['400', '600', '700']))).toBe(true);
});

test('a font the page lacks, has only in part, or has under another name still needs its stylesheet', () => {
  expect(pageDeclaresFont('Inter', faces('"Inter"', ['400', '700']))).toBe(false);
  expect(pageDeclaresFont('Inter', faces('Lora', ['400', '600', '700']))).toBe(false);
  expect(pageDeclaresFont('Inter', undefined)).toBe(false);
});
