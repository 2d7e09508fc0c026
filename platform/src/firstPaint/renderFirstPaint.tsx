import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router';
import { BrandThemeProvider } from '../brand/BrandThemeProvider';
import { seedInlinedAnswers } from '../boot/seedBootState';
import { consentRestored } from '../consent/consentSlice';
import { CONSENT_VERSION, type ConsentRecord } from '../consent/consentStorage';
import { createPortalStore, type PortalStore } from '../store/store';
import { FirstPaintContext } from './FirstPaintContext';
import type { FirstPaintRequest } from '@portal/platform-common/contracts';

/** The emotion key of the page's one cache (PortalProviders): the browser's cache takes these rules over. */
const EMOTION_KEY = 'portal';
/** A render that takes longer is given up: the page goes out without its first paint rather than late. */
const RENDER_DEADLINE_MS = 2_000;
/** Renders of one page before its lazy parts must have settled. */
const MAX_RENDERS = 3;

/** A choice made under this policy, its categories unknown here: enough for the banner to stay away. */
const CHOSEN: ConsentRecord = {
  necessary: true,
  preferences: false,
  analytics: false,
  marketing: false,
  version: CONSENT_VERSION,
  date: '1970-01-01T00:00:00.000Z',
};

const textOf = async (stream: AsyncIterable<unknown>): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

/** A store holding what the browser's first render will hold: the inlined answers and the cookie choice. */
export const firstPaintStore = async (request: FirstPaintRequest): Promise<PortalStore> => {
  const store = createPortalStore();
  store.dispatch(consentRestored(request.consentChosen ? CHOSEN : null));
  const brand = request.boot.brand as { key?: unknown } | undefined;
  const brandKey = typeof brand?.key === 'string' ? brand.key : 'default';
  await seedInlinedAnswers(store, request.boot, { brandKey, between: () => Promise.resolve() });
  return store;
};

/**
 * Renders a module's (or the shell's) own components to HTML as the browser's first render draws
 * them: the same store seeded with the boot state, the brand's theme, the router at the page's
 * address, and the first-paint flag set. Lazy parts are waited for (react-dom/static), and the
 * emotion rules the markup uses come back as style elements.
 */
export const renderFirstPaint = async (
  element: ReactNode,
  request: FirstPaintRequest,
  store?: PortalStore,
): Promise<{ html: string; styles: string }> => {
  const pageStore = store ?? (await firstPaintStore(request));
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const tree = (
    <FirstPaintContext.Provider value={true}>
      <Provider store={pageStore}>
        <CacheProvider value={cache}>
          <BrandThemeProvider>
            <StaticRouter location={request.url}>{element}</StaticRouter>
          </BrandThemeProvider>
        </CacheProvider>
      </Provider>
    </FirstPaintContext.Provider>
  );
  const html = await inlineMarkup(tree);
  const chunks = emotion.extractCriticalToChunks(html);
  return { html: chunks.html, styles: emotion.constructStyleTagsFromChunks(chunks) };
};

/**
 * The tree's markup with every part inline. A part that suspended the first time (a lazy page
 * whose code was still settling) is sent by React as a later segment that an inline script moves
 * into place, which the page's CSP would never run: such a render is done again, the lazy parts
 * now settled, until no script is left. An error anywhere fails the render.
 */
const inlineMarkup = async (tree: ReactNode): Promise<string> => {
  for (let attempt = 1; ; attempt++) {
    let failure: unknown;
    const { prelude } = await prerenderToNodeStream(tree, {
      signal: AbortSignal.timeout(RENDER_DEADLINE_MS),
      // Never outline a large boundary as a later segment: that too needs an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    });
    const html = await textOf(prelude);
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
    if (!html.includes('<script') || attempt === MAX_RENDERS) {
      if (html.includes('<script')) throw new Error('the first paint still needs a script to put its parts in place');
      return html;
    }
  }
};
