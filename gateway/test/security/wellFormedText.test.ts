import express from 'express';
import request from 'supertest';
import { errorHandler } from '../../src/http/errors';
import { createLogger } from '../../src/http/logger';
import { rejectMalformedText } from '../../src/http/wellFormedText';

const app = express()
  .use(express.json(), rejectMalformedText)
  .post('/echo', (req, res) => res.json(req.body))
  .use(errorHandler(createLogger('silent')));

const post = (json: string, query = '') =>
  request(app).post(`/echo${query}`).set('Content-Type', 'application/json').send(json);

describe('text no database column can hold', () => {
  test.each([
    ['a NUL in a value', '{"subject":"a\\u0000b"}'],
    ['a lone high surrogate', '{"message":"Hello \\ud800 there"}'],
    ['a lone low surrogate, deep in an array', '{"passengers":[{"firstName":"\\ude00"}]}'],
    ['a NUL in a key', '{"a\\u0000":"b"}'],
  ])('when the body has %s, then 400 INVALID_TEXT', async (_story, json) => {
    const res = await post(json).expect(400);

    expect(res.body).toEqual({
      message: 'The request contains characters that are not allowed (a NUL character or invalid Unicode)',
      error: 'INVALID_TEXT',
    });
  });

  test('when the query has a NUL, then 400 INVALID_TEXT', async () => {
    await post('{}', '?brand=a%00').expect(400);
  });

  test('when the body is nested deeper than any form, then 400 BODY_TOO_DEEP', async () => {
    const res = await post(`${'['.repeat(5000)}${']'.repeat(5000)}`).expect(400);

    expect(res.body).toEqual({ message: 'The request body is nested too deeply', error: 'BODY_TOO_DEEP' });
  });

  test('when the text is ordinary, emoji and accents included, then it goes through untouched', async () => {
    const body = { name: 'Zoë 😀', nested: [{ city: 'São Paulo' }], count: 3 };

    await post(JSON.stringify(body), '?brand=sunjet.travel').expect(200, body);
  });
});
