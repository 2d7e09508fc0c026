import { Sequelize } from 'sequelize';

/** One Sequelize per database URL; a small pool, since every query here is short. */
export const createSequelize = (url: string, options: { poolMax?: number } = {}): Sequelize =>
  new Sequelize(url, {
    dialect: 'postgres',
    logging: false,
    pool: { max: options.poolMax ?? 5, min: 0, idle: 10_000, acquire: 10_000 },
  });
