import { useEffect, useState } from 'react';
import { createLogger, errorMessage, useBrand } from '@portal/platform';
import type { ContentPageSlug } from '@portal/platform/content-defaults';
import type { ShippedPage } from './shippedPage';
import { shouldUseShippedText } from './pageErrors';
import { usePublishedPage } from './usePublishedPage';

const log = createLogger('mfe-content');

export type PageText =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      source: 'gateway' | 'shipped';
      title: string;
      body: string;
      html: string;
      updatedAt: string | null;
    };

/**
 * A content page's text: the published page from the gateway (its `html` sanitized there), or,
 * when the gateway cannot answer, the text this module ships, rendered and sanitized here.
 */
export const usePageText = (slug: ContentPageSlug): PageText => {
  const brand = useBrand();
  const { currentData: page, error, isLoading } = usePublishedPage(slug);
  const fallBack = !page && shouldUseShippedText(error);
  const [shipped, setShipped] = useState<ShippedPage | null>(null);

  useEffect(() => {
    if (!fallBack) return;
    let current = true;
    // Imported on demand: the shipped texts and the Markdown renderer stay out of the usual load.
    import('./shippedPage')
      .then(({ shippedPage }) => current && setShipped(shippedPage(slug, brand)))
      .catch((failure: unknown) => log.error(`could not load the shipped text of ${slug}`, failure));
    log.warn(`the gateway could not give the page ${slug}; showing the shipped text`);
    return () => {
      current = false;
    };
  }, [fallBack, slug, brand]);

  if (page)
    return {
      status: 'ready',
      source: 'gateway',
      title: page.title,
      body: page.body,
      html: page.html,
      updatedAt: page.updatedAt,
    };
  if (fallBack && shipped?.slug === slug)
    return {
      status: 'ready',
      source: 'shipped',
      title: shipped.title,
      body: shipped.body,
      html: shipped.html,
      updatedAt: null,
    };
  if (error && !fallBack && !isLoading)
    return { status: 'error', message: errorMessage(error, 'This page could not be loaded. Please try again.') };
  return { status: 'loading' };
};
