import type { ByteReader, ByteWriter } from './ids';
import {
  CABIN_CLASSES,
  PASSENGER_TYPES,
  typeForAge,
  type SearchParams,
  type SearchPassenger,
  type TimeRange,
} from './search';

const VERSION = 2;
const DAY_MS = 86_400_000;
const TYPE_BASE = 250;

const writeCode = (writer: ByteWriter, code: string) => {
  const [a, b, c] = [...code].map((ch) => ch.charCodeAt(0) - 65) as [number, number, number];
  writer.u16((a << 10) | (b << 5) | c);
};

const readCode = (reader: ByteReader): string => {
  const value = reader.u16();
  const letters = [(value >> 10) & 31, (value >> 5) & 31, value & 31];
  if (letters.some((n) => n > 25)) throw new RangeError('bad airport code');
  return String.fromCharCode(...letters.map((n) => n + 65));
};

const writeRange = (writer: ByteWriter, range: TimeRange | null) => {
  if (range) writer.u16(range.from).u16(range.to);
};

const readRange = (reader: ByteReader, present: boolean): TimeRange | null =>
  present ? { from: reader.u16(), to: reader.u16() } : null;

const passengerByte = ({ type, age }: SearchPassenger) =>
  age === null ? TYPE_BASE + PASSENGER_TYPES.indexOf(type) : age;

const passengerOf = (byte: number): SearchPassenger => {
  if (byte >= TYPE_BASE) {
    const type = PASSENGER_TYPES[byte - TYPE_BASE];
    if (!type) throw new RangeError('bad passenger');
    return { type, age: null };
  }
  return { type: typeForAge(byte), age: byte };
};

/** The compact form an offer request id carries (about 20 bytes for a family round trip). */
export const writeSearch = (writer: ByteWriter, search: SearchParams): ByteWriter => {
  writer.u8(VERSION).u48(search.createdAt);
  writer.u8(
    CABIN_CLASSES.indexOf(search.cabinClass) | (search.maxConnections << 2) | ((search.slices.length - 1) << 4),
  );
  for (const slice of search.slices) {
    writeCode(writer, slice.origin);
    writeCode(writer, slice.destination);
    writer.u16(Date.parse(`${slice.departureDate}T00:00:00Z`) / DAY_MS);
    writer.u8((slice.departureTime ? 1 : 0) | (slice.arrivalTime ? 2 : 0));
    writeRange(writer, slice.departureTime);
    writeRange(writer, slice.arrivalTime);
  }
  writer.u8(search.passengers.length);
  for (const passenger of search.passengers) writer.u8(passengerByte(passenger));
  // Two requests of one search in the same millisecond are still two requests, as on Duffel.
  writer.u32(search.nonce ?? 0);
  return writer;
};

export const readSearch = (reader: ByteReader): SearchParams => {
  if (reader.u8() !== VERSION) throw new RangeError('unknown id version');
  const createdAt = reader.u48();
  const header = reader.u8();
  const cabinClass = CABIN_CLASSES[header & 3] ?? 'economy';
  const maxConnections = ((header >> 2) & 3) as 0 | 1 | 2;
  if (maxConnections > 2) throw new RangeError('bad max_connections');
  // Three bits of slice count (ids made when the most was four had the third bit clear).
  const slices = Array.from({ length: ((header >> 4) & 7) + 1 }, () => {
    const origin = readCode(reader);
    const destination = readCode(reader);
    const departureDate = new Date(reader.u16() * DAY_MS).toISOString().slice(0, 10);
    const flags = reader.u8();
    return {
      origin,
      destination,
      departureDate,
      departureTime: readRange(reader, (flags & 1) > 0),
      arrivalTime: readRange(reader, (flags & 2) > 0),
    };
  });
  const passengers = Array.from({ length: reader.u8() }, () => passengerOf(reader.u8()));
  const nonce = reader.u32();
  return { slices, passengers, cabinClass, maxConnections, createdAt, nonce };
};
