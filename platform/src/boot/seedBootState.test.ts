import { brandApi } from '../brand/brandApi';
import { selectBrand } from '../brand/brandSlice';
import { DEFAULT_BRAND } from '@portal/platform-common/brand';
import { selectConsentChoice, selectConsentStatus } from '../consent/consentSlice';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../consent/consentStorage';
import { sessionApi } from '../session/sessionApi';
import { selectSessionStatus, selectUser } from '../session/sessionSlice';
import { createPortalStore } from '../store/store';
import { systemApi } from '../system/systemApi';
import { json, mockGateway } from '../testing/mockGateway';
import { BOOT_STATE_ID, readInlinedBootState, seedBootState } from './seedBootState';

const brand = { ...DEFAULT_BRAND, key: 'sunjet.travel', name: 'SunJet Travel', logo: 'https://sunjet.travel/logo.svg' };
const user = {
  username: 'jane',
  email: 'jane@example.org',
  emailConfirmed: true,
  firstName: '</script><script>alert(1)</script>',
  lastName: 'Doe',
  createdAt: '2026-01-01T00:00:00.000Z',
  isAdmin: false,
  roles: ['traveller'],
};
const registry = {
  mfe_search: { manifestUrl: '/remotes/mfe-search/mf-manifest.json', version: '1.0.0', routes: ['/'] },
};

const inline = (state: unknown) => {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_STATE_ID;
  script.textContent = JSON.stringify(state).replace(/</g, '\\u003c');
  document.body.appendChild(script);
};

describe('seeding the store from the inlined boot state', () => {
  beforeEach(() => window.history.replaceState(null, '', '/?brand=sunjet.travel'));

  test('when the page brought brand, mode and user, then the store holds them and the first render asks nothing', async () => {
    const { calls } = mockGateway({});
    inline({
      brand: { key: 'sunjet.travel', answer: brand },
      mode: { isLiveMode: true, mode: 'live' },
      user,
      remotes: registry,
      owner: 'mfe_search',
    });
    const store = createPortalStore();

    const boot = await seedBootState(store, readInlinedBootState());
    const brandQuery = await store.dispatch(brandApi.endpoints.getBrand.initiate('sunjet.travel'));
    const modeQuery = await store.dispatch(systemApi.endpoints.getSystemMode.initiate());
    const userQuery = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());

    expect(selectBrand(store.getState())).toEqual(brand);
    expect(selectUser(store.getState())).toEqual(user);
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
    expect(brandQuery.data?.brand).toEqual(brand);
    expect(modeQuery.data).toEqual({ isLiveMode: true, mode: 'live' });
    expect(userQuery.data).toEqual(user);
    expect(boot).toEqual({ remotes: registry, owner: 'mfe_search' });
    expect(calls).toEqual([]);
  });

  test('when the page brought brand, mode and user, then each is seeded in a task of its own: the browser can paint between them', async () => {
    mockGateway({});
    inline({ brand: { key: 'sunjet.travel', answer: brand }, mode: { isLiveMode: true, mode: 'live' }, user });
    const store = createPortalStore();
    const modeOf = () => systemApi.endpoints.getSystemMode.select()(store.getState()).data;

    const seeding = seedBootState(store, readInlinedBootState());
    // Every promise settled, no other task run: the first answer only.
    for (let round = 0; round < 20; round += 1) await Promise.resolve();
    const inFirstTask = {
      brand: selectBrand(store.getState()).name,
      mode: modeOf(),
      session: selectSessionStatus(store.getState()),
    };
    await seeding;

    expect(inFirstTask).toEqual({ brand: 'SunJet Travel', mode: undefined, session: 'unknown' });
    expect(modeOf()).toEqual({ isLiveMode: true, mode: 'live' });
    expect(selectSessionStatus(store.getState())).toBe('signed-in');
  });

  test('when the page names no user and no brand for its host, then signed out under the default brand, still without a request', async () => {
    const { calls } = mockGateway({});
    inline({ brand: { key: 'sunjet.travel', answer: null }, mode: { isLiveMode: false, mode: 'test' }, user: null });
    const store = createPortalStore();

    await seedBootState(store, readInlinedBootState());
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());

    expect(selectBrand(store.getState())).toEqual(DEFAULT_BRAND);
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(calls).toEqual([]);
  });

  test('when the page has no boot state or one for another brand, then the shell fetches as before', async () => {
    const { calls } = mockGateway({ 'GET /api/brands/sunjet.travel': () => json(brand) });
    document.body.innerHTML = '';
    const store = createPortalStore();

    expect(readInlinedBootState()).toBeUndefined();
    await seedBootState(store, { brand: { key: 'other.example', answer: brand } });
    await store.dispatch(brandApi.endpoints.getBrand.initiate('sunjet.travel'));

    expect(calls.map(({ path }) => path)).toEqual(['/api/brands/sunjet.travel']);
  });

  describe("the visitor's cookie choice", () => {
    const choice = {
      necessary: true,
      preferences: true,
      analytics: false,
      marketing: false,
      version: CONSENT_VERSION,
      date: '2026-11-01T00:00:00.000Z',
    };
    const consentCookie = () => /(?:^|; )portal_consent=([^;]*)/.exec(document.cookie)?.[1];

    beforeEach(() => {
      window.localStorage.clear();
      document.cookie = 'portal_consent=; Path=/; Max-Age=0';
    });

    test('when this browser remembers a choice, then it is in the store before the first render and its cookie is renewed', async () => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
      const store = createPortalStore();

      await seedBootState(store, undefined);

      expect(selectConsentStatus(store.getState())).toBe('ready');
      expect(selectConsentChoice(store.getState())).toEqual(choice);
      expect(consentCookie()).toBe(String(CONSENT_VERSION));
    });

    test('when it remembers none (or one under an older policy), then the first render asks and no cookie says otherwise', async () => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...choice, version: CONSENT_VERSION - 1 }));
      const store = createPortalStore();

      await seedBootState(store, undefined);

      expect(selectConsentStatus(store.getState())).toBe('ready');
      expect(selectConsentChoice(store.getState())).toBeNull();
      expect(consentCookie()).toBeUndefined();
    });

    test('when the consent cookie outlived the choice (storage cleared), then it is removed: the next page asks from its first paint', async () => {
      document.cookie = `portal_consent=${CONSENT_VERSION}; Path=/`;
      const store = createPortalStore();

      await seedBootState(store, undefined);

      expect(selectConsentChoice(store.getState())).toBeNull();
      expect(consentCookie()).toBeUndefined();
    });
  });
});
