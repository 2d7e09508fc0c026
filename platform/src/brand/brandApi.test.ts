import { createPortalStore } from '../store/store';
import { json, mockGateway } from '../testing/mockGateway';
import { brandApi } from './brandApi';
import { selectBrand } from './brandSlice';
import { DEFAULT_BRAND } from '@portal/platform-common/brand';

const sunjet = {
  ...DEFAULT_BRAND,
  key: 'sunjet.travel',
  name: 'SunJet Travel',
  domains: ['sunjet.travel'],
  logo: '/brand-assets/sunjet-logo.svg',
  theme: { ...DEFAULT_BRAND.theme, primary: '#c2410c', font: 'Poppins' },
};

const load = async (key: string) => {
  const store = createPortalStore();
  const result = await store.dispatch(brandApi.endpoints.getBrand.initiate(key));
  return { store, result };
};

describe('brand loading', () => {
  test('a known key replaces the default brand', async () => {
    const { calls } = mockGateway({ 'GET /api/brands/sunjet.travel': () => json(sunjet) });
    const { store, result } = await load('sunjet.travel');
    expect(calls.map((c) => c.path)).toEqual(['/api/brands/sunjet.travel']);
    expect(result.data?.failure).toBeUndefined();
    expect(selectBrand(store.getState()).name).toBe('SunJet Travel');
  });

  test('a 404 falls back to the default brand without a failure', async () => {
    mockGateway({});
    const { store, result } = await load('nowhere.example');
    expect(result.data).toEqual({ brand: DEFAULT_BRAND });
    expect(selectBrand(store.getState())).toEqual(DEFAULT_BRAND);
  });

  test('any other failure falls back to the default brand and says why', async () => {
    mockGateway({
      'GET /api/brands/sunjet.travel': () => json({ message: 'boom', error: 'INTERNAL' }, 500, 'Internal Server Error'),
    });
    const { store, result } = await load('sunjet.travel');
    expect(result.data?.failure).toBe('Failed to load brand: Internal Server Error');
    expect(selectBrand(store.getState()).key).toBe('default');
  });

  test('an answer that is not a valid brand is a failure too (nothing unsafe reaches the theme)', async () => {
    mockGateway({
      'GET /api/brands/sunjet.travel': () =>
        json({ ...sunjet, theme: { ...sunjet.theme, primary: 'red;background:url(x)' } }),
    });
    const { store, result } = await load('sunjet.travel');
    expect(result.data?.failure).toMatch(/^Failed to load brand: /);
    expect(selectBrand(store.getState()).theme.primary).toBe(DEFAULT_BRAND.theme.primary);
  });
});
