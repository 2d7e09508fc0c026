import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

/**
 * Bookings (the checkout saga's state, one row per Idempotency-Key), the steps each took, the card
 * authorizations, and the outbox of e-mails. Card numbers and CVCs have no column anywhere:
 * brand and last 4 digits are all that is kept.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    const sql = (text: string) => qi.sequelize.query(text, { transaction });

    await qi.createTable(
      'bookings',
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        idempotency_key: { type: DataTypes.TEXT, allowNull: false, unique: true },
        // sha256 of the request without the card number or CVC
        request_fingerprint: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.TEXT, allowNull: false },
        mode: { type: DataTypes.TEXT, allowNull: false },
        // the brand the price was made under; a brand with bookings cannot be deleted
        brand_key: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'brands', key: 'key' },
          onDelete: 'RESTRICT',
        },
        user_id: {
          type: DataTypes.UUID,
          allowNull: true,
          references: { model: 'users', key: 'id' },
          onDelete: 'SET NULL',
        },
        offer_id: { type: DataTypes.TEXT, allowNull: false },
        primary_email: { type: DataTypes.TEXT, allowNull: true },
        // what the order is looked up by when its creation had no clear answer
        primary_family_name: { type: DataTypes.TEXT, allowNull: true },
        currency: { type: DataTypes.TEXT, allowNull: true },
        // what the card is charged (marked up), what Duffel is paid, and the difference
        selling_total_minor: { type: DataTypes.BIGINT, allowNull: true },
        supplier_total_minor: { type: DataTypes.BIGINT, allowNull: true },
        margin_minor: { type: DataTypes.BIGINT, allowNull: true },
        payment_authorization_id: { type: DataTypes.UUID, allowNull: true },
        card_brand: { type: DataTypes.TEXT, allowNull: true },
        card_last4: { type: DataTypes.TEXT, allowNull: true },
        // set before orders.create is called: the attempt record (Duffel has no idempotency key)
        order_attempted_at: { type: DataTypes.DATE, allowNull: true },
        duffel_order_id: { type: DataTypes.TEXT, allowNull: true },
        // the airline's PNR (the order's booking_reference)
        duffel_booking_id: { type: DataTypes.TEXT, allowNull: true },
        booking_reference: { type: DataTypes.TEXT, allowNull: true },
        itinerary: { type: DataTypes.JSONB, allowNull: true },
        last_arrival_at: { type: DataTypes.DATE, allowNull: true },
        account_created: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        attached_to_existing_account: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        // a new account's password, encrypted, so that a retry of the same checkout within 30
        // minutes can show it again; wiped after that
        account_secret: { type: DataTypes.TEXT, allowNull: true },
        account_secret_expires_at: { type: DataTypes.DATE, allowNull: true },
        // the final answer (without the password) replayed to retries of the same key
        result: { type: DataTypes.JSONB, allowNull: true },
        result_status: { type: DataTypes.INTEGER, allowNull: true },
        answered_at: { type: DataTypes.DATE, allowNull: true },
        failure_code: { type: DataTypes.TEXT, allowNull: true },
        failure_message: { type: DataTypes.TEXT, allowNull: true },
        // a resumer's claim on the row, so two gateways never drive the same booking at once
        lease_until: { type: DataTypes.DATE, allowNull: true },
        ...timestamps,
      },
      { transaction },
    );
    await sql(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_status CHECK (status IN ('pending', 'authorized', 'order_unknown', 'order_created', 'confirmed', 'failed', 'needs_attention'))`,
    );
    await sql(`ALTER TABLE bookings ADD CONSTRAINT bookings_mode CHECK (mode IN ('test', 'live'))`);
    await sql(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_card_last4 CHECK (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$')`,
    );
    await sql(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_confirmed_has_order CHECK (status <> 'confirmed' OR (duffel_order_id IS NOT NULL AND payment_authorization_id IS NOT NULL))`,
    );
    await sql('CREATE INDEX bookings_user ON bookings (user_id, created_at DESC) WHERE user_id IS NOT NULL');
    await sql('CREATE INDEX bookings_reference ON bookings (booking_reference) WHERE booking_reference IS NOT NULL');
    await sql(
      `CREATE INDEX bookings_unfinished ON bookings (updated_at) WHERE status IN ('pending', 'authorized', 'order_unknown', 'order_created')`,
    );
    await sql(
      'CREATE UNIQUE INDEX bookings_duffel_order ON bookings (duffel_order_id) WHERE duffel_order_id IS NOT NULL',
    );

    await qi.createTable(
      'booking_events',
      {
        id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
        booking_id: {
          type: DataTypes.UUID,
          allowNull: false,
          references: { model: 'bookings', key: 'id' },
          onDelete: 'CASCADE',
        },
        step: { type: DataTypes.TEXT, allowNull: false },
        outcome: { type: DataTypes.TEXT, allowNull: false },
        detail: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
        at: { type: DataTypes.DATE, allowNull: false, defaultValue: qi.sequelize.fn('now') },
      },
      { transaction },
    );
    await sql('CREATE INDEX booking_events_booking ON booking_events (booking_id, id)');

    await qi.createTable(
      'payment_authorizations',
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        mode: { type: DataTypes.TEXT, allowNull: false },
        purpose: { type: DataTypes.TEXT, allowNull: false },
        // process-card's Idempotency-Key (bookings keep theirs on the booking)
        idempotency_key: { type: DataTypes.TEXT, allowNull: true, unique: true },
        request_fingerprint: { type: DataTypes.TEXT, allowNull: true },
        // Stripe's PaymentIntent id
        provider_payment_id: { type: DataTypes.TEXT, allowNull: true, unique: true },
        amount_minor: { type: DataTypes.BIGINT, allowNull: false },
        currency: { type: DataTypes.TEXT, allowNull: false },
        card_brand: { type: DataTypes.TEXT, allowNull: true },
        card_last4: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.TEXT, allowNull: false },
        booking_id: {
          type: DataTypes.UUID,
          allowNull: true,
          references: { model: 'bookings', key: 'id' },
          onDelete: 'SET NULL',
        },
        failure_code: { type: DataTypes.TEXT, allowNull: true },
        failure_message: { type: DataTypes.TEXT, allowNull: true },
        ...timestamps,
      },
      { transaction },
    );
    await sql(
      `ALTER TABLE payment_authorizations ADD CONSTRAINT payment_authorizations_status CHECK (status IN ('pending', 'authorized', 'declined', 'requires_action', 'captured', 'voided', 'unknown'))`,
    );
    await sql(
      `ALTER TABLE payment_authorizations ADD CONSTRAINT payment_authorizations_purpose CHECK (purpose IN ('booking', 'process-card'))`,
    );
    await sql(
      `ALTER TABLE payment_authorizations ADD CONSTRAINT payment_authorizations_card_last4 CHECK (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$')`,
    );
    // The sweep's question: authorizations nobody booked with.
    await sql(
      `CREATE INDEX payment_authorizations_unused ON payment_authorizations (created_at) WHERE status = 'authorized' AND booking_id IS NULL`,
    );
    await sql(
      'ALTER TABLE bookings ADD CONSTRAINT bookings_payment_authorization FOREIGN KEY (payment_authorization_id) REFERENCES payment_authorizations (id) ON DELETE RESTRICT',
    );

    await qi.createTable(
      'mail_outbox',
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        booking_id: {
          type: DataTypes.UUID,
          allowNull: true,
          references: { model: 'bookings', key: 'id' },
          onDelete: 'SET NULL',
        },
        to_address: { type: DataTypes.TEXT, allowNull: false },
        subject: { type: DataTypes.TEXT, allowNull: false },
        text_body: { type: DataTypes.TEXT, allowNull: false },
        html_body: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'pending' },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        last_error: { type: DataTypes.TEXT, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
        sent_at: { type: DataTypes.DATE, allowNull: true },
      },
      { transaction },
    );
    await sql(
      `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status CHECK (status IN ('pending', 'sent', 'failed'))`,
    );
    await sql(`CREATE INDEX mail_outbox_pending ON mail_outbox (created_at) WHERE status = 'pending'`);
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.dropTable('mail_outbox');
  await qi.sequelize.query('ALTER TABLE bookings DROP CONSTRAINT bookings_payment_authorization');
  await qi.dropTable('payment_authorizations');
  await qi.dropTable('booking_events');
  await qi.dropTable('bookings');
};
