import request from 'supertest';
import { contentRevisionsSchema } from '@portal/platform-common/contracts';
import type { TestApp } from './testApp';
import type { SignedIn } from './users';

// The content pages' routes as the stories call them: the public page, and an editor's draft,
// preview, publish, restore and revision list. `brand` picks a brand's own page (default: the default brand's).

export const contentPage = (t: TestApp, slug: string, brand?: string) =>
  request(t.app).get(`/api/content/${slug}${brand ? `?brand=${brand}` : ''}`);
export const saveDraft = (who: SignedIn, slug: string, draft: { title: string; body: string }, brand?: string) =>
  who.agent
    .put(`/api/content/${slug}/draft${brand ? `?brand=${brand}` : ''}`)
    .set('X-CSRF-Token', who.token)
    .send(draft);
export const preview = (who: SignedIn, slug: string, draft: { title: string; body: string }, brand?: string) =>
  who.agent
    .post(`/api/content/${slug}/preview${brand ? `?brand=${brand}` : ''}`)
    .set('X-CSRF-Token', who.token)
    .send(draft);
export const publish = (who: SignedIn, slug: string, brand?: string) =>
  who.agent.post(`/api/content/${slug}/publish${brand ? `?brand=${brand}` : ''}`).set('X-CSRF-Token', who.token);
export const restore = (who: SignedIn, slug: string, version: number) =>
  who.agent.post(`/api/content/${slug}/revisions/${version}/restore`).set('X-CSRF-Token', who.token);
export const contentRevisions = async (editor: SignedIn, slug: string) =>
  contentRevisionsSchema.parse((await editor.agent.get(`/api/content/${slug}/revisions`).expect(200)).body);
