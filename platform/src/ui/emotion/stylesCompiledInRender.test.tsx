import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { holdStylesCompiledInRender } from './stylesCompiledInRender';

// What the browser builds do (platform/src/federation/emotionCompilesInRender.cjs).
jest.mock('@emotion/use-insertion-effect-with-fallbacks', () => jest.requireActual('./stylesCompiledInRender'));

const First = styled.div({ color: 'rgb(1, 2, 3)' });
const Second = styled.span({ color: 'rgb(4, 5, 6)' });
const Third = styled.p({ color: 'rgb(7, 8, 9)' });

/** The rules of the cache's style elements, in the order the page applies them. */
const pageCss = (key: string) =>
  [...document.head.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${key}"]`)]
    .flatMap((element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('\n');

let cacheNumber = 0;
const newCache = () => holdStylesCompiledInRender(createCache({ key: `held${(cacheNumber += 1)}`, nonce: 'n0nce' }));

const Page = ({ cache, children }: { cache: EmotionCache; children: ReactNode }) => (
  <CacheProvider value={cache}>{children}</CacheProvider>
);

afterEach(() => document.head.querySelectorAll('style').forEach((element) => element.remove()));

const Suspends = () => {
  throw new Promise(() => undefined);
};

/** Renders the children before a component that suspends: the render compiles their rules but does not commit. */
const renderSuspended = (cache: EmotionCache, children: ReactNode) =>
  render(
    <Page cache={cache}>
      <Suspense fallback={null}>
        {children}
        <Suspends />
      </Suspense>
    </Page>,
  );

/** The cache's style element that holds the given text. */
const styleElementWith = (key: string, text: string) =>
  [...document.head.querySelectorAll(`style[data-emotion="${key}"]`)].find((element) =>
    element.textContent?.includes(text),
  );

describe('emotion styles compiled while rendering', () => {
  test('a styled component’s rules are compiled while it renders and are in the page before any layout effect', () => {
    const cache = newCache();
    const seen: Record<string, unknown> = {};
    const Probe = () => {
      seen.compiledInRender = Object.keys(cache.inserted).length > 0;
      seen.inPageInRender = pageCss(cache.key).includes('rgb(1, 2, 3)');
      useLayoutEffect(() => {
        seen.colourInLayoutEffect = getComputedStyle(document.querySelector('[data-testid="first"]')!).color;
      });
      return null;
    };
    render(
      <Page cache={cache}>
        <First data-testid="first" />
        <Probe />
      </Page>,
    );
    expect(seen).toEqual({ compiledInRender: true, inPageInRender: false, colourInLayoutEffect: 'rgb(1, 2, 3)' });
  });

  test('the rules of one render go into one style element, with the sheet’s key and nonce, in the order they were compiled', () => {
    const cache = newCache();
    const { rerender } = render(
      <Page cache={cache}>
        <First />
        <Second />
      </Page>,
    );
    const batch = styleElementWith(cache.key, 'rgb(1, 2, 3)');
    expect(batch?.textContent).toContain('rgb(4, 5, 6)');
    expect(batch?.getAttribute('nonce')).toBe('n0nce');
    expect(pageCss(cache.key).indexOf('rgb(1, 2, 3)')).toBeLessThan(pageCss(cache.key).indexOf('rgb(4, 5, 6)'));

    rerender(
      <Page cache={cache}>
        <First />
        <Second />
        <Third />
      </Page>,
    );
    expect(pageCss(cache.key).indexOf('rgb(7, 8, 9)')).toBeGreaterThan(pageCss(cache.key).indexOf('rgb(4, 5, 6)'));
  });

  test('rules compiled by a render still under way go into the page in the next task, between its slices, in one style element', async () => {
    const cache = newCache();
    renderSuspended(
      cache,
      <>
        <First />
        <Second />
      </>,
    );
    expect(pageCss(cache.key)).not.toContain('rgb(1, 2, 3)');

    await new Promise((resolve) => setTimeout(resolve, 0));
    const css = pageCss(cache.key);
    expect(css.indexOf('rgb(1, 2, 3)')).toBeGreaterThanOrEqual(0);
    expect(css.indexOf('rgb(1, 2, 3)')).toBeLessThan(css.indexOf('rgb(4, 5, 6)'));
    expect(styleElementWith(cache.key, 'rgb(1, 2, 3)')?.textContent).toContain('rgb(4, 5, 6)');
  });

  test('a rule inserted outside render goes in after the rules still held from a render that did not commit', () => {
    const cache = newCache();
    renderSuspended(cache, <First />);
    expect(pageCss(cache.key)).not.toContain('rgb(1, 2, 3)');

    cache.sheet.insert('.later{color:rgb(9, 9, 9);}');
    const css = pageCss(cache.key);
    expect(css).toContain('rgb(1, 2, 3)');
    expect(css.indexOf('rgb(1, 2, 3)')).toBeLessThan(css.indexOf('rgb(9, 9, 9)'));
  });
});
