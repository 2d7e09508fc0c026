import { ACTION_LABELS, auditSummary, changedFields } from './auditSummary';

const brand = {
  key: 'sunjet.travel',
  name: 'SunJet Travel',
  domains: ['sunjet.travel'],
  theme: { primary: '#c2410c', font: 'Poppins' },
  trackingId: '',
};

describe('auditSummary', () => {
  test('a mode change reads from → to', () => {
    expect(
      auditSummary({
        action: 'mode.change',
        before: { isLiveMode: false, mode: 'test' },
        after: { isLiveMode: true, mode: 'live' },
      }),
    ).toBe('Test → Live');
  });

  test('a module rollback reads from version → to version', () => {
    expect(
      auditSummary({
        action: 'remote.rollback',
        before: { version: '1.1.0', manifestUrl: 'https://cdn.example.com/content/1.1.0/mf-manifest.json' },
        after: { version: '1.0.0', manifestUrl: '/remotes/mfe-content/mf-manifest.json' },
      }),
    ).toBe('1.1.0 → 1.0.0');
    expect(ACTION_LABELS['remote.rollback']).toBe('Module rolled back');
  });

  test('a created or deleted brand is named', () => {
    expect(auditSummary({ action: 'brand.create', before: null, after: brand })).toBe('Created SunJet Travel');
    expect(auditSummary({ action: 'brand.delete', before: brand, after: null })).toBe('Deleted SunJet Travel');
  });

  test('an update lists the fields that changed, nested ones by path, with both values', () => {
    const after = {
      ...brand,
      name: 'SunJet Holidays',
      domains: ['sunjet.travel', 'www.sunjet.travel'],
      theme: { ...brand.theme, primary: '#7c3aed' },
      trackingId: 'AW-1',
    };

    expect(auditSummary({ action: 'brand.update', before: brand, after })).toBe(
      'name: SunJet Travel → SunJet Holidays; domains: sunjet.travel → sunjet.travel, www.sunjet.travel; theme.primary: #c2410c → #7c3aed; trackingId: (empty) → AW-1',
    );
  });

  test('a long update is cut after four changes', () => {
    const after = {
      ...brand,
      key: 'x',
      name: 'y',
      domains: [],
      theme: { primary: '#000000', font: 'Lora' },
      trackingId: 'z',
    };

    expect(auditSummary({ action: 'brand.update', before: brand, after })).toMatch(/ \(and 2 more\)$/);
    expect(changedFields(brand, brand)).toEqual([]);
  });
});
