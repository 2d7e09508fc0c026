import { CONTENT_DEFAULTS } from '@portal/platform/content-defaults';
import { parseFaq } from './parseFaq';

const shipped = (slug: string) => CONTENT_DEFAULTS.find((page) => page.slug === slug)?.body ?? '';

describe('parseFaq', () => {
  test('reads the shipped FAQ as six categories of five questions', () => {
    const categories = parseFaq(shipped('faq'));

    expect(categories.map((category) => category.name)).toEqual([
      'Booking',
      'Payment',
      'Cancellations',
      'Changes',
      'Travel',
      'Account',
    ]);
    expect(categories.every((category) => category.entries.length === 5)).toBe(true);
    expect(categories[0]?.key).toBe('booking');
    expect(categories[0]?.entries[0]?.question).toBe('How far in advance can I book a flight?');
    expect(categories[0]?.entries[0]?.answer).toMatch(/^Airlines open their schedules about 11 months ahead/);
  });

  test('reads the Help Center as six questions in one category', () => {
    const [help, ...others] = parseFaq(shipped('support-help'));

    expect(others).toEqual([]);
    expect(help?.name).toBe('Help Center');
    expect(help?.entries).toHaveLength(6);
  });

  test('keeps every paragraph of an answer and skips an introduction', () => {
    const markdown =
      'Welcome to our FAQ.\r\n\r\n## Travel ##\r\n\r\n### Do I need a visa?\r\n\r\nIt depends.\r\n\r\nAsk the **embassy**.\r\n';

    expect(parseFaq(markdown)).toEqual([
      {
        name: 'Travel',
        key: 'travel',
        entries: [{ question: 'Do I need a visa?', answer: 'It depends.\n\nAsk the **embassy**.' }],
      },
    ]);
  });

  test('a heading inside a code block is part of the answer', () => {
    const markdown = '## Help\n\n### How do I write a heading?\n\n```\n## Like this\n```\n';

    const [help] = parseFaq(markdown);
    expect(help?.entries).toHaveLength(1);
    expect(help?.entries[0]?.answer).toContain('## Like this');
  });

  test('a category without questions is kept empty; a question before any category is ignored', () => {
    expect(parseFaq('### Orphan?\n\nNo home.\n\n## Empty\n')).toEqual([{ name: 'Empty', key: 'empty', entries: [] }]);
  });
});
