import { DEFAULT_BRAND } from '@portal/platform';
import { fillPlaceholders } from './fillPlaceholders';

describe('fillPlaceholders', () => {
  test("fills the brand's name, key, contact details and support hours, with or without spaces in the braces", () => {
    const text =
      'Call {{brand.phone}} ({{brand.hours}}) or write to {{ brand.email }} at {{brand.address}}: {{brand.name}} ({{brand.key}}).';

    expect(fillPlaceholders(text, DEFAULT_BRAND)).toBe(
      'Call +1 (888) 325-5180 (Mon-Fri 9am-6pm EST) or write to support@skytealtravel.com at 350 Fifth Avenue, New York, NY 10118, USA: SkyTeal Travel (default).',
    );
  });

  test('leaves other braces as written', () => {
    expect(fillPlaceholders('{{brand.logo}} {{user.name}}', DEFAULT_BRAND)).toBe('{{brand.logo}} {{user.name}}');
  });
});
