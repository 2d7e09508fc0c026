let mockJsdomLoaded = false;
jest.mock('jsdom', () => {
  mockJsdomLoaded = true;
  return jest.requireActual('jsdom');
});

test('the gateway loads without jsdom (about 0.6 s of its start-up); the first page rendered loads it', async () => {
  const { createApp } = await import('../../app');
  expect(createApp).toEqual(expect.any(Function));
  expect(mockJsdomLoaded).toBe(false);

  const { renderMarkdown } = await import('./markdown');
  expect(await renderMarkdown('**Fees** <script>alert(1)</script>')).toBe('<p><strong>Fees</strong> </p>\n');
  expect(mockJsdomLoaded).toBe(true);
});
