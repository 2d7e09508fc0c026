import { randomBytes } from 'node:crypto';
import { ByteReader, ByteWriter, createIdCodec } from './ids';
import type { SearchParams } from './search';
import { readSearch, writeSearch } from './searchCodec';

/** A bookable extra of an offer, as its service id carries it. */
export type ServiceRef =
  | { kind: 'baggage'; passenger: number; slice: number; bag: 'checked' | 'carry_on' }
  | { kind: 'seat'; passenger: number; segment: number; row: number; column: string };

const KIND = { baggage: 1, seat: 2 } as const;

/**
 * The sandbox's ids. An offer request id carries its search and creation time, an offer id adds
 * the offer's place in the list, a service id adds what it sells plus a nonce (Duffel issues
 * new service ids on every fetch). All are signed, so only ids this sandbox made are read back.
 */
export const createSandboxIds = (secret: string) => {
  const codec = createIdCodec(secret);
  const attempt = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch {
      return null;
    }
  };

  const orderWriter = (orderId: string) => {
    const order = Buffer.from(orderId, 'utf8');
    if (order.length > 255) throw new RangeError('order id too long');
    return new ByteWriter().u8(order.length).raw(order);
  };

  const changeId = (prefix: string, orderId: string, offerId: string, createdAt: number): string | null => {
    const payload = codec.decode('off', offerId);
    if (!payload) return null;
    return codec.encode(prefix, orderWriter(orderId).raw(payload).u48(createdAt).done());
  };

  /** A change id's order, search, offer (for offers and changes) and creation time. */
  const readChange = (prefix: string, id: string, withOffer: boolean) => {
    const payload = codec.decode(prefix, id);
    return (
      payload &&
      attempt(() => {
        const reader = new ByteReader(payload);
        const length = reader.u8();
        const orderId = Buffer.from(Uint8Array.from({ length }, () => reader.u8())).toString('utf8');
        const search = readSearch(reader);
        const index = withOffer ? reader.u16() : null;
        const createdAt = reader.u48();
        if (reader.remaining !== 0) return null;
        const offerId = index === null ? null : codec.encode('off', offerPayload(search, index));
        return { orderId, search, offerId, createdAt };
      })
    );
  };

  const offerPayload = (search: SearchParams, index: number) => writeSearch(new ByteWriter(), search).u16(index).done();

  const readOfferPayload = (reader: ByteReader) => {
    const search = readSearch(reader);
    return { search, index: reader.u16() };
  };

  return {
    requestId: (search: SearchParams): string => codec.encode('orq', writeSearch(new ByteWriter(), search).done()),

    readRequest: (id: string): SearchParams | null => {
      const payload = codec.decode('orq', id);
      return (
        payload &&
        attempt(() => {
          const reader = new ByteReader(payload);
          const search = readSearch(reader);
          return reader.remaining === 0 ? search : null;
        })
      );
    },

    offerId: (search: SearchParams, index: number): string => codec.encode('off', offerPayload(search, index)),

    readOffer: (id: string): { search: SearchParams; index: number } | null => {
      const payload = codec.decode('off', id);
      return (
        payload &&
        attempt(() => {
          const reader = new ByteReader(payload);
          const offer = readOfferPayload(reader);
          return reader.remaining === 0 ? offer : null;
        })
      );
    },

    serviceId: (search: SearchParams, offerIndex: number, service: ServiceRef): string => {
      const writer = new ByteWriter()
        .raw(offerPayload(search, offerIndex))
        .u8(KIND[service.kind])
        .u8(service.passenger);
      if (service.kind === 'baggage') writer.u8(service.slice).u8(service.bag === 'checked' ? 0 : 1);
      else writer.u8(service.segment).u8(service.row).u8(service.column.charCodeAt(0));
      return codec.encode('ase', writer.raw(randomBytes(4)).done());
    },

    readService: (id: string): { offerId: string; service: ServiceRef } | null => {
      const payload = codec.decode('ase', id);
      return (
        payload &&
        attempt(() => {
          const reader = new ByteReader(payload);
          const { search, index } = readOfferPayload(reader);
          const offerId = codec.encode('off', offerPayload(search, index));
          const kind = reader.u8();
          const passenger = reader.u8();
          const service: ServiceRef =
            kind === KIND.baggage
              ? { kind: 'baggage', passenger, slice: reader.u8(), bag: reader.u8() === 0 ? 'checked' : 'carry_on' }
              : {
                  kind: 'seat',
                  passenger,
                  segment: reader.u8(),
                  row: reader.u8(),
                  column: String.fromCharCode(reader.u8()),
                };
          reader.u32();
          return reader.remaining === 0 && (kind === KIND.baggage || kind === KIND.seat) ? { offerId, service } : null;
        })
      );
    },

    /** An order cancellation quote carries its order and when it was quoted: confirming needs nothing else. */
    cancellationId: (orderId: string, createdAt: number): string => {
      const order = Buffer.from(orderId, 'utf8');
      if (order.length > 255) throw new RangeError('order id too long');
      return codec.encode('ore', new ByteWriter().u8(order.length).raw(order).u48(createdAt).done());
    },

    readCancellation: (id: string): { orderId: string; createdAt: number } | null => {
      const payload = codec.decode('ore', id);
      return (
        payload &&
        attempt(() => {
          const reader = new ByteReader(payload);
          const length = reader.u8();
          const order = Uint8Array.from({ length }, () => reader.u8());
          const createdAt = reader.u48();
          return reader.remaining === 0 ? { orderId: Buffer.from(order).toString('utf8'), createdAt } : null;
        })
      );
    },

    /** An order change request: its order, the search of the slices to add, when it was made. */
    changeRequestId: (orderId: string, search: SearchParams, createdAt: number): string =>
      codec.encode('ocr', writeSearch(orderWriter(orderId), search).u48(createdAt).done()),

    readChangeRequest: (id: string) => readChange('ocr', id, false),

    /** An order change offer: the request's fields and the new offer's place in its search. */
    changeOfferId: (orderId: string, offerId: string, createdAt: number): string | null =>
      changeId('oco', orderId, offerId, createdAt),

    readChangeOffer: (id: string) => readChange('oco', id, true),

    /** An order change: the offer it was made from, read the same way. */
    orderChangeId: (orderId: string, offerId: string, createdAt: number): string | null =>
      changeId('oce', orderId, offerId, createdAt),

    readOrderChange: (id: string) => readChange('oce', id, true),
  };
};

export type SandboxIds = ReturnType<typeof createSandboxIds>;
