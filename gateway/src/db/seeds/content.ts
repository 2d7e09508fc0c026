import { DEFAULT_BRAND_KEY } from '@portal/platform-common/brand';
import { CONTENT_DEFAULTS } from '@portal/platform-common/content-defaults';
import type { Logger } from '../../http/logger';
import { createContentRepository } from '../../modules/content/content.repository';
import type { Models } from '../models';

export const SEED_PAGES = CONTENT_DEFAULTS;

/** Only a page the default brand has no revision of: an editor's work is never overwritten. */
export const seedContent = async (models: Pick<Models, 'ContentRevision'>, logger: Logger): Promise<void> => {
  const content = createContentRepository(models);
  for (const page of SEED_PAGES) {
    if (await content.insertIfMissing(DEFAULT_BRAND_KEY, page)) logger.info({ page: page.slug }, 'seeded content page');
  }
};
