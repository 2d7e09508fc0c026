import request from 'supertest';
import { CONTENT_PAGES } from '@portal/platform-common/contracts';
import { getModels } from '../../db/models';
import { prepareDatabase } from '../../db/prepare';
import { SEED_PAGES } from '../../db/seeds/content';
import { createLogger } from '../../http/logger';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

const seeded = (slug: string) => SEED_PAGES.find((page) => page.slug === slug)?.body ?? '';

/** The front end's reading of the FAQ convention: `## Category`, then `### Question` and its answer. */
const parseFaq = (markdown: string) => {
  const categories: { name: string; entries: { question: string; answer: string }[] }[] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) categories.push({ name: line.slice(3).trim(), entries: [] });
    else if (line.startsWith('### ')) categories.at(-1)?.entries.push({ question: line.slice(4).trim(), answer: '' });
    else {
      const entry = categories.at(-1)?.entries.at(-1);
      if (entry && line.trim()) entry.answer = `${entry.answer} ${line.trim()}`.trim();
    }
  }
  return categories;
};

describe('the seeded pages', () => {
  test('when the portal is seeded, then every page of CONTENT_PAGES has its text, using only the known brand placeholders', () => {
    expect(SEED_PAGES.map((page) => [page.slug, page.title])).toEqual(
      CONTENT_PAGES.map((page) => [page.slug, page.title]),
    );
    for (const { body } of SEED_PAGES) {
      expect(body.length).toBeGreaterThan(500);
      expect(
        body
          .match(/\{\{[^}]*\}\}/g)
          ?.filter((placeholder) => !/^\{\{brand\.(name|phone|email|address|hours|key)\}\}$/.test(placeholder)) ?? [],
      ).toEqual([]);
    }
  });

  test('when the FAQ is read, then it has the six categories with five answered questions each', () => {
    const faq = parseFaq(seeded('faq'));

    expect(faq.map((category) => category.name)).toEqual([
      'Booking',
      'Payment',
      'Cancellations',
      'Changes',
      'Travel',
      'Account',
    ]);
    for (const category of faq) {
      expect(category.entries).toHaveLength(5);
      for (const { question, answer } of category.entries) {
        expect(question).toMatch(/\?$/);
        expect(answer.length).toBeGreaterThan(40);
      }
    }
  });

  test.each([
    ['Booking', /about 11 months ahead/],
    ['Payment', /major credit and debit cards: Visa, Mastercard, American Express and Discover\./],
    ['Payment', /one payment method per booking/],
    // One refund time, the cancellation policy's.
    ['Cancellations', /7 to 30 business days/],
    ['Changes', /open My Trips, choose View Details on the booking and select Change Flights/],
    ['Travel', /passport valid for at least 6 months/],
    [
      'Travel',
      /at least 2 hours before domestic flights and 3 hours before international flights.*extra 30-60 minutes/,
    ],
    ['Travel', /Online check-in opens 24-48 hours before departure/],
    ['Account', /Account deletion is done via support/],
  ])('when the %s answers are read, then they state %s', (name, fact) => {
    const category = parseFaq(seeded('faq')).find((entry) => entry.name === name);

    expect(category?.entries.some(({ answer }) => fact.test(answer))).toBe(true);
  });

  test('when the Help Center is read, then it is one category of six topics', () => {
    const [help, ...others] = parseFaq(seeded('support-help'));

    expect(others).toEqual([]);
    expect(help?.name).toBe('Help Center');
    expect(help?.entries.map(({ question }) => question)).toEqual([
      'How do I change or cancel my booking?',
      'What payment methods do you accept?',
      'How do I get a receipt for my booking?',
      'What happens if the airline delays or cancels my flight?',
      'How much baggage can I bring?',
      'How early should I arrive at the airport?',
    ]);
  });

  test.each([
    [
      'privacy',
      [
        /not directed at children under 16/,
        /at least 18 years old to create an account/,
        /\{\{brand\.email\}\}/,
        /legal bases/i,
        /How long we keep it/,
        /Your rights/,
      ],
    ],
    [
      'terms',
      [
        /at least 18 years old to create an account/,
        /at least 30 days notice/,
        /## 3\. Bookings/,
        /## 4\. Prices and payment/,
        /## 5\. Changes/,
        /## 6\. Our liability/,
      ],
    ],
    [
      'cookies',
      [
        /\| Session \|.*\| Until you close your browser \|/,
        /\| Authentication \|.*\| 30 days \|/,
        /\| Cookie choice \|.*\| 1 year \|/,
        /\| Preference \|.*\| 1 year \|/,
        /\| Analytics \|.*\| 2 years \|/,
        /\| Marketing \|.*\| 90 days \|/,
        /How to withdraw your consent/,
      ],
    ],
    [
      'cancellation-policy',
      [
        /within 24-48 hours/,
        /7 to 30 business days/,
        /service fees are non-refundable/,
        /Within 24 hours of booking, a change from My Trips has no service fee/,
        /fare rules/,
      ],
    ],
    [
      'about',
      [/licensed, IATA-accredited travel agency/, /800\+ airlines/, /\{\{brand\.phone\}\}/, /\{\{brand\.address\}\}/],
    ],
    ['expedia', [/\{\{brand\.name\}\}/, /## Hotels/]],
  ])("when the %s page is read, then it states the spec's figures", (slug, facts) => {
    for (const fact of facts) expect(seeded(slug)).toMatch(fact);
  });
});

describe('seeding the pages into the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  test('when the portal has started, then every page is published as version 1 and served', async () => {
    for (const { slug, title } of CONTENT_PAGES) {
      const res = await request(t.app).get(`/api/content/${slug}`).expect(200);
      expect(res.body).toMatchObject({ slug, title, version: 1 });
    }
    const faq = (await request(t.app).get('/api/content/faq').expect(200)).body as { html: string };
    expect(faq.html.match(/<h2>/g)).toHaveLength(6);
    expect(faq.html.match(/<h3>/g)).toHaveLength(30);
  });

  test('when the seeds run again, then nothing is duplicated and an edited page is left alone', async () => {
    const { ContentRevision } = getModels(t.sequelize);
    await ContentRevision.update({ body: 'Edited by an editor.' }, { where: { brandKey: 'default', slug: 'about' } });

    await prepareDatabase(t.sequelize, t.config, createLogger('silent'));

    expect(await ContentRevision.count()).toBe(CONTENT_PAGES.length);
    expect((await request(t.app).get('/api/content/about').expect(200)).body.body).toBe('Edited by an editor.');
  });
});
