import { CONTENT_DEFAULTS } from '@portal/platform/content-defaults';
import { parseFaq, type FaqCategory } from '../../shared/faq/parseFaq';
import { countResults, searchFaq } from './searchFaq';

const categories: FaqCategory[] = [
  {
    name: 'payment',
    key: 'payment',
    entries: [
      { question: 'Which cards do you accept?', answer: 'Visa and Mastercard.' },
      { question: 'When am I charged?', answer: 'When the tickets are issued; a **Refund** takes 7-14 business days.' },
    ],
  },
  { name: 'travel', key: 'travel', entries: [{ question: 'Refunds for delays?', answer: 'Ask the airline.' }] },
  {
    name: 'account',
    key: 'account',
    entries: [{ question: 'How do I sign in?', answer: 'Use the [sign-in page](/refund-help).' }],
  },
];

describe('searchFaq', () => {
  test('matches the question or the answer, ignoring case', () => {
    const groups = searchFaq(categories, 'REFUND');

    expect(groups.flatMap((group) => group.entries.map((entry) => entry.question))).toEqual([
      'When am I charged?',
      'Refunds for delays?',
    ]);
  });

  test('groups results under the capitalised category name, in page order', () => {
    expect(searchFaq(categories, 'refund').map((group) => group.category)).toEqual(['Payment', 'Travel']);
  });

  test('a blank or whitespace query gives no results', () => {
    expect(searchFaq(categories, '')).toEqual([]);
    expect(searchFaq(categories, '   \t')).toEqual([]);
  });

  test('surrounding spaces are ignored and a query nothing matches gives no groups', () => {
    expect(countResults(searchFaq(categories, '  visa  '))).toBe(1);
    expect(searchFaq(categories, 'lounge access')).toEqual([]);
  });

  test('link addresses and emphasis marks are not searched as text', () => {
    expect(searchFaq(categories, 'refund-help')).toEqual([]);
    expect(countResults(searchFaq(categories, 'a refund takes'))).toBe(1);
  });

  test("in the shipped FAQ, 'refund' finds the refund answers", () => {
    const faq = parseFaq(CONTENT_DEFAULTS.find((page) => page.slug === 'faq')?.body ?? '');
    const groups = searchFaq(faq, 'refund');

    expect(groups.map((group) => group.category)).toEqual(['Cancellations', 'Changes']);
    expect(groups[0]?.entries.map((entry) => entry.question)).toContain('How long does a refund take?');
  });
});
