import { renderMarkdown } from './markdown';
import { fillBrandPlaceholders } from './placeholders';

/** Every href left in the HTML. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('renderMarkdown', () => {
  test('when the source is plain Markdown, then headings, lists, emphasis, quotes, code and tables render', async () => {
    const html = await renderMarkdown(
      '## Fees\n\n- **one**\n- *two*\n\n> quoted\n\n`code`\n\n| Type | Lasts |\n|---|---|\n| Analytics | 2 years |\n\n---',
    );

    expect(html).toContain('<h2>Fees</h2>');
    expect(html).toContain('<li><strong>one</strong></li>');
    expect(html).toContain('<em>two</em>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toMatch(/<table>[\s\S]*<th>Type<\/th>[\s\S]*<td>2 years<\/td>/);
    expect(html).toContain('<hr>');
  });

  test('when the source carries scripts, event handlers, styles and unsafe links, then none of them survive', async () => {
    const html = await renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[x](javascript:alert(1))',
        '<a href="data:text/html,<script>alert(1)</script>">data</a>',
        '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
        '<p style="color:red" onclick="alert(1)">styled</p>',
        '<iframe src="https://evil.example"></iframe>',
        '<svg><a href="javascript:alert(1)">svg</a></svg>',
        '[protocol-relative](//evil.example) <a href="/\\evil.example">backslash</a>',
      ].join('\n\n'),
    );

    expect(html).not.toMatch(/<script|<img|<iframe|<svg|<style/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(hrefs(html)).toEqual([]);
    expect(html).toContain('styled');
  });

  test('when links are safe, then mailto:, tel:, https: and site paths survive, and external ones get rel="noopener noreferrer"', async () => {
    const html = await renderMarkdown(
      '[mail](mailto:help@example.com) [call](tel:+18883255180) [site](https://airline.example/fares) [faq](/faq)',
    );

    expect(hrefs(html)).toEqual([
      'mailto:help@example.com',
      'tel:+18883255180',
      'https://airline.example/fares',
      '/faq',
    ]);
    expect(html).toContain('<a href="https://airline.example/fares" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="/faq">faq</a>');
  });

  test('when an author writes their own rel or target, then only the safe rel is kept', async () => {
    const html = await renderMarkdown('<a href="https://x.example" rel="opener" target="_blank" data-track="1">x</a>');

    expect(html).toBe('<p><a href="https://x.example" rel="noopener noreferrer">x</a></p>\n');
  });
});

describe('fillBrandPlaceholders', () => {
  const brand = {
    key: 'sunjet.travel',
    name: 'SunJet Travel',
    contact: {
      email: 'hello@sunjet.travel',
      phone: '+1 (800) 555-0142',
      address: 'Miami',
      hours: 'Every day 8am-10pm ET',
    },
  };

  test("when the text names the brand's details, then each is filled; unknown placeholders stay as written", () => {
    const text =
      '{{brand.name}} ({{ brand.key }}): {{brand.phone}} ({{brand.hours}}), {{brand.email}}, {{brand.address}}. {{brand.logo}}';

    expect(fillBrandPlaceholders(text, brand)).toBe(
      'SunJet Travel (sunjet.travel): +1 (800) 555-0142 (Every day 8am-10pm ET), hello@sunjet.travel, Miami. {{brand.logo}}',
    );
  });
});
