import type { DOMWindow } from 'jsdom';
import { cardFrameOf, openPortalPage, typeInto, type PortalPage } from './browserHarness';
import { startStripeSandbox, TEST_PUBLISHABLE_KEY } from './testSandbox';

// jsdom loads the sandbox's card frame over HTTP and runs its script: slow on a busy 2-core machine.
jest.setTimeout(90_000);

interface CardEvent {
  complete: boolean;
  error?: { code: string; message: string };
}
interface Element {
  mount(target: string): void;
  on(event: string, handler: (event: CardEvent) => void): Element;
}
type PageWindow = DOMWindow & { Stripe: (key: string) => { elements(): { create(type: string): Element } } };

let harness: Awaited<ReturnType<typeof startStripeSandbox>>;
let page: PortalPage;
beforeAll(async () => {
  harness = await startStripeSandbox();
});
afterAll(() => harness.close());
beforeEach(async () => {
  page = await openPortalPage(harness.running.origin, 'http://portal.test');
});
afterEach(() => page.close());

/** The card Element's frame, its expiry field, and the last change event the page heard. */
const expiryField = async () => {
  const card = (page.window as PageWindow).Stripe(TEST_PUBLISHABLE_KEY).elements().create('card');
  const changes: CardEvent[] = [];
  card.on('change', (event) => changes.push(event));
  const ready = new Promise((resolve) => card.on('ready', resolve));
  card.mount('#card');
  await ready;
  const frame = cardFrameOf(page.window);
  const settled = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return changes.at(-1);
  };
  return { frame, input: frame.querySelector<HTMLInputElement>('input[name="exp-date"]')!, settled };
};

/** Keystrokes at the end of the field, one input event each, as a person types. */
const typeKeys = (frame: Document, input: HTMLInputElement, keys: string) => {
  input.focus();
  for (const key of keys) {
    input.value += key;
    input.dispatchEvent(new frame.defaultView!.Event('input', { bubbles: true }));
  }
};

const inYears = (years: number) => String(new Date().getUTCFullYear() + years);

describe("the card frame's expiry field takes what people type, as Stripe's Element does", () => {
  test('a four-digit year typed key by key is not cut to its first two digits: "12 / 2029" becomes 12 / 29, and "20" waits for the rest', async () => {
    const { frame, input, settled } = await expiryField();
    const year = inYears(3);
    typeKeys(frame, input, `12/${year.slice(0, 2)}`);
    expect(input.value).toBe(`12 / ${year.slice(0, 2)}`);
    expect((await settled())?.error).toBeUndefined();
    typeKeys(frame, input, year.slice(2));
    expect(input.value).toBe(`12 / ${year.slice(2)}`);
    expect(input.maxLength).toBeGreaterThanOrEqual('12 / 2029'.length);
    expect(frame.activeElement?.getAttribute('name')).toBe('cvc');
  });

  test.each([
    ['MM/YYYY pasted', (year: string) => `12/${year}`],
    ['MMYYYY without a slash', (year: string) => `12${year}`],
    ['MM / YY', (year: string) => `12 / ${year.slice(2)}`],
    ['MMYY', (year: string) => `12${year.slice(2)}`],
    ['M/YY', (year: string) => `9/${year.slice(2)}`],
  ])('%s is read as the same month and year', async (_form, typed) => {
    const { frame, input, settled } = await expiryField();
    const year = inYears(2);
    typeInto(frame, 'exp-date', typed(year));
    expect(input.value).toBe(`${typed(year).startsWith('9') ? '09' : '12'} / ${year.slice(2)}`);
    expect((await settled())?.error).toBeUndefined();
  });

  test("a year left at '20' is in the past, in Stripe's words", async () => {
    const { frame, input, settled } = await expiryField();
    typeKeys(frame, input, '1220');
    input.blur();
    expect((await settled())?.error).toMatchObject({
      code: 'invalid_expiry_year_past',
      message: "Your card's expiration year is in the past.",
    });
  });
});
