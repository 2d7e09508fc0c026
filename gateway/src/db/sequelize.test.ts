import { createSequelize } from './sequelize';

const sslOf = (url: string) =>
  (createSequelize(url).config as unknown as { dialectOptions?: { ssl?: unknown } }).dialectOptions?.ssl;

describe('the database URL decides TLS for the models as for the session pool', () => {
  test.each([
    ['sslmode=require: TLS, the certificate checked as pg checks it', '?sslmode=require', {}],
    ['sslmode=no-verify: TLS without checking', '?sslmode=no-verify', { rejectUnauthorized: false }],
    ['sslmode=disable: no TLS', '?sslmode=disable', false],
    ['no sslmode: no TLS', '', undefined],
  ])('%s', (_story, query, expected) => {
    expect(sslOf(`postgres://portal:secret@db.example:5432/portal${query}`)).toEqual(expected);
  });
});
