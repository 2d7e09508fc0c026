import { CONTENT_PAGES } from '../vocabulary/content';
import { about } from './about';
import { cancellationPolicy } from './cancellationPolicy';
import { cookies } from './cookies';
import { expedia } from './expedia';
import { faq } from './faq';
import { privacy } from './privacy';
import { supportHelp } from './supportHelp';
import { terms } from './terms';

export type ContentPageSlug = (typeof CONTENT_PAGES)[number]['slug'];

const BODIES: Record<ContentPageSlug, string> = {
  privacy,
  terms,
  cookies,
  'cancellation-policy': cancellationPolicy,
  about,
  faq,
  'support-help': supportHelp,
  expedia,
};

/**
 * The shipped text of every editable page, Markdown with {{brand.*}} placeholders. The gateway
 * seeds them as the default brand's first version; the content module falls back to them when
 * the gateway cannot be reached. One source, so the two never drift apart.
 */
export const CONTENT_DEFAULTS: readonly { slug: ContentPageSlug; title: string; body: string }[] = CONTENT_PAGES.map(
  ({ slug, title }) => ({
    slug,
    title,
    body: BODIES[slug],
  }),
);
