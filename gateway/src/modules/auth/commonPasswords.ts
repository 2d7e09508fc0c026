import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { COMMON_PASSWORD_MESSAGE } from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';

const LIST = path.resolve(__dirname, '../../../assets/common-passwords/10k-most-common.txt');

let list: Promise<ReadonlySet<string>> | undefined;

/** Read on first use, so a gateway that never sees a new password never holds the list. */
const commonPasswords = (): Promise<ReadonlySet<string>> =>
  (list ??= readFile(LIST, 'utf8').then(
    (text) =>
      new Set(
        text
          .split(/\r?\n/)
          .map((line) => line.trim().toLowerCase())
          .filter(Boolean),
      ),
  ));

/**
 * The forms a guesser tries first for a listed password: any letter case, and the word with
 * digits and symbols added before or after it ('Password1234!' is 'password' decorated).
 */
const guessableForms = (password: string): string[] => {
  const lower = password.toLowerCase();
  return [lower, lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''), lower.replace(/^[^a-z]+|[^a-z]+$/g, '')];
};

export const isCommonPassword = async (password: string): Promise<boolean> => {
  const known = await commonPasswords();
  return guessableForms(password).some((form) => form !== '' && known.has(form));
};

/**
 * Refuses a password from the list with a 400 on its field, in the shape of a validation error
 * (the forms show `message`). Goes after the contract's validation, so the field is a string.
 */
export const refuseCommonPassword =
  (field: string): RequestHandler =>
  async (req, _res, next) => {
    const body: unknown = req.body;
    const password =
      typeof body === 'object' && body !== null ? Object.entries(body).find(([key]) => key === field)?.[1] : undefined;
    if (typeof password === 'string' && (await isCommonPassword(password))) {
      throw new AppError('VALIDATION_ERROR', COMMON_PASSWORD_MESSAGE, 400, {
        details: { issues: [{ path: [field], message: COMMON_PASSWORD_MESSAGE, code: 'common_password' }] },
      });
    }
    next();
  };
