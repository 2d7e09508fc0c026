import { renderMarkdown } from './renderMarkdown';
import { sanitizeHtml } from './sanitizeHtml';

describe('renderMarkdown', () => {
  test('renders headings, lists, emphasis, links and tables', () => {
    const html = renderMarkdown(
      '## Refunds\n\n- **Fast**: 7-14 days\n- [Policy](/cancellation-policy)\n\n| Type | Lasts |\n|---|---|\n| Marketing | 90 days |\n',
    );

    expect(html).toContain('<h2>Refunds</h2>');
    expect(html).toContain('<strong>Fast</strong>');
    expect(html).toContain('<a href="/cancellation-policy">Policy</a>');
    expect(html).toContain('<td>90 days</td>');
  });

  test('removes <script>, even written straight into the Markdown', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script>\n\n<script src="https://evil.example/x.js"></script>');

    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Hello');
  });

  test('removes on* event handler attributes and style', () => {
    const html = renderMarkdown(
      '<p onclick="steal()" onmouseover="steal()" style="color:red">Click</p>\n\n<a href="/faq" onfocus="steal()">FAQ</a>',
    );

    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toContain('style=');
    expect(html).toContain('<a href="/faq">FAQ</a>');
  });

  test('drops javascript:, data: and protocol-relative links but keeps http(s), mailto, tel and site paths', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,x) [d](//evil.example) [e](https://ok.example) [f](mailto:help@ok.example) [g](tel:+18883255180) [h](/about)',
    );

    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain('data:text');
    expect(html).not.toContain('//evil.example');
    expect(html).toContain('href="https://ok.example"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('href="mailto:help@ok.example"');
    expect(html).toContain('href="tel:+18883255180"');
    expect(html).toContain('href="/about"');
  });

  test('removes elements outside the allow-list: images, iframes, forms, svg', () => {
    const html = sanitizeHtml(
      '<img src=x onerror=alert(1)><iframe src="https://x"></iframe><form><input></form><svg><script>1</script></svg><em>kept</em>',
    );

    expect(html).toBe('<em>kept</em>');
  });
});
