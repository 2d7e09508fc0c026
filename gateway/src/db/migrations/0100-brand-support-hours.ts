import type { QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * The hours a brand's phone is answered became part of its contact details (issue 19). Brands
 * stored before that get the hours the portal has always printed beside the phone.
 */
const HOURS_BEFORE_ISSUE_19 = 'Mon-Fri 9am-6pm EST';

export const up: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.sequelize.query(
    `UPDATE brands SET contact = contact || jsonb_build_object('hours', $1::text) WHERE contact->>'hours' IS NULL`,
    {
      bind: [HOURS_BEFORE_ISSUE_19],
    },
  );
};

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.sequelize.query(`UPDATE brands SET contact = contact - 'hours'`);
};
