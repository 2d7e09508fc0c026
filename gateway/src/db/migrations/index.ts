import type { QueryInterface } from 'sequelize';
import type { RunnableMigration } from 'umzug';
import * as initial from './0001-initial';

/**
 * Every migration, in order. Listed by hand rather than globbed so the same code runs under tsx,
 * jest and any bundler; a new migration is a new file plus one line here.
 */
export const migrations: RunnableMigration<QueryInterface>[] = [{ name: '0001-initial', ...initial }];
