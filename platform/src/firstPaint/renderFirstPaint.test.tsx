/**
 * @jest-environment node
 */
import { lazy, Suspense } from 'react';
import { renderFirstPaint } from './renderFirstPaint';
import { useIsFirstPaint } from './FirstPaintContext';

const request = { url: '/', boot: {}, consentChosen: true };

const Late = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { default: () => <p>{'A long paragraph. '.repeat(2_000)}</p> };
});

const Broken = () => {
  throw new Error('the page could not be drawn');
};

const Flag = () => <p>{useIsFirstPaint() ? 'first paint' : 'app'}</p>;

describe('a first paint rendered on the server', () => {
  test('when a part is lazy and large, then the HTML holds it inline, with no script to put it in place (the CSP runs none)', async () => {
    const { html } = await renderFirstPaint(
      <Suspense fallback={<p>Loading</p>}>
        <Late />
      </Suspense>,
      request,
    );

    expect(html).toContain('A long paragraph.');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Loading');
  });

  test('when a component throws, then the render fails rather than sending a half page', async () => {
    await expect(
      renderFirstPaint(
        <Suspense fallback={null}>
          <Broken />
        </Suspense>,
        request,
      ),
    ).rejects.toThrow('the page could not be drawn');
  });

  test('when a component asks, then it is told it is drawn for the first paint', async () => {
    expect((await renderFirstPaint(<Flag />, request)).html).toContain('first paint');
  });
});
