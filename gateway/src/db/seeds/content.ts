import { CONTENT_PAGES } from '@portal/platform/contracts';
import type { Logger } from '../../http/logger';
import { createContentRepository } from '../../modules/content/content.repository';
import { DEFAULT_BRAND } from '../../modules/content/content.service';
import type { Models } from '../models';
import { about } from './content/about';
import { cancellationPolicy } from './content/cancellationPolicy';
import { cookies } from './content/cookies';
import { expedia } from './content/expedia';
import { faq } from './content/faq';
import { privacy } from './content/privacy';
import { supportHelp } from './content/supportHelp';
import { terms } from './content/terms';

type PageSlug = (typeof CONTENT_PAGES)[number]['slug'];

const BODIES: Record<PageSlug, string> = {
  privacy,
  terms,
  cookies,
  'cancellation-policy': cancellationPolicy,
  about,
  faq,
  'support-help': supportHelp,
  expedia,
};

/** The default brand's version 1 of every page, with {{brand.*}} placeholders filled per brand when served. */
export const SEED_PAGES = CONTENT_PAGES.map(({ slug, title }) => ({ slug, title, body: BODIES[slug] }));

/** Only a page the default brand has no revision of: an editor's work is never overwritten. */
export const seedContent = async (models: Pick<Models, 'ContentRevision'>, logger: Logger): Promise<void> => {
  const content = createContentRepository(models);
  for (const page of SEED_PAGES) {
    if (await content.insertIfMissing(DEFAULT_BRAND, page)) logger.info({ page: page.slug }, 'seeded content page');
  }
};
