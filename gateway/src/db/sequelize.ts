import { parse } from 'pg-connection-string';
import { Sequelize } from 'sequelize';

/**
 * One Sequelize per database URL; a small pool, since every query here is short. The URL's
 * `sslmode` means for these connections what it means for the session pool's (pg reads the URL
 * there): Sequelize passes only an `ssl` option on to pg, so pg's own reading of the URL gives it.
 */
export const createSequelize = (url: string, options: { poolMax?: number } = {}): Sequelize => {
  const { ssl } = parse(url);
  return new Sequelize(url, {
    dialect: 'postgres',
    logging: false,
    pool: { max: options.poolMax ?? 5, min: 0, idle: 10_000, acquire: 10_000 },
    ...(ssl === undefined || ssl === null ? {} : { dialectOptions: { ssl } }),
  });
};
