import { createHmac, timingSafeEqual } from 'node:crypto';

const TAG_BYTES = 10;

/**
 * Ids that carry their own data: `prefix_` + base64url(payload + HMAC tag). Any sandbox instance
 * with the same secret can read them back, and a forged or altered id fails the tag check.
 */
export const createIdCodec = (secret: string) => {
  const tagOf = (prefix: string, payload: Uint8Array) =>
    createHmac('sha256', secret).update(prefix).update(payload).digest().subarray(0, TAG_BYTES);

  const encode = (prefix: string, payload: Uint8Array): string =>
    `${prefix}_${Buffer.concat([payload, tagOf(prefix, payload)]).toString('base64url')}`;

  const decode = (prefix: string, id: string): Buffer | null => {
    if (typeof id !== 'string' || !id.startsWith(`${prefix}_`) || id.length > 400) return null;
    const body = id.slice(prefix.length + 1);
    if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
    const bytes = Buffer.from(body, 'base64url');
    if (bytes.length <= TAG_BYTES || bytes.toString('base64url') !== body) return null;
    const payload = bytes.subarray(0, bytes.length - TAG_BYTES);
    const tag = bytes.subarray(bytes.length - TAG_BYTES);
    return timingSafeEqual(tag, tagOf(prefix, payload)) ? payload : null;
  };

  return { encode, decode };
};

export type IdCodec = ReturnType<typeof createIdCodec>;

/** A growing byte buffer for id payloads. */
export class ByteWriter {
  private readonly bytes: number[] = [];

  u8(value: number): this {
    this.bytes.push(value & 0xff);
    return this;
  }

  u16(value: number): this {
    return this.u8(value >>> 8).u8(value);
  }

  u32(value: number): this {
    return this.u16(Math.floor(value / 0x10000)).u16(value % 0x10000);
  }

  /** 48-bit unsigned, enough for epoch milliseconds until the year 10889. */
  u48(value: number): this {
    return this.u16(Math.floor(value / 0x100000000)).u32(value % 0x100000000);
  }

  raw(payload: Uint8Array): this {
    for (const byte of payload) this.bytes.push(byte);
    return this;
  }

  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

export class ByteReader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  u8(): number {
    if (this.offset >= this.bytes.length) throw new RangeError('id payload too short');
    return this.bytes[this.offset++] as number;
  }

  u16(): number {
    return this.u8() * 0x100 + this.u8();
  }

  u32(): number {
    return this.u16() * 0x10000 + this.u16();
  }

  u48(): number {
    return this.u16() * 0x100000000 + this.u32();
  }

  /** The bytes read so far (a prefix of the payload). */
  consumed(): Uint8Array {
    return this.bytes.subarray(0, this.offset);
  }
}
