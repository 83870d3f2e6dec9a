// Arrays in PostgreSQL's binary form (what array_send writes and array_recv reads), for the order
// statement's columns of rows: the server reads each element by its length instead of scanning a
// text literal character by character, which (with the JSON of snapshots and answers inside, every
// quote escaped) was a tenth of a backend's CPU per order; and nothing is escaped here either. A
// Buffer parameter goes to PostgreSQL in binary (pg), through Prisma's driver adapter unchanged.

/** The element types the statement uses, by their PostgreSQL type OIDs (pg_type). */
const ELEMENT = {
  boolean: { oid: 16, size: 1 },
  integer: { oid: 23, size: 4 },
  text: { oid: 25, size: -1 },
  timestamp: { oid: 1114, size: 8 },
} as const;

export type ElementType = keyof typeof ELEMENT;

/** Microseconds from the Unix epoch to PostgreSQL's (2000-01-01 00:00:00). */
const POSTGRES_EPOCH_US = BigInt(Date.UTC(2000, 0, 1)) * 1000n;

/** A one-dimensional array of `type` (timestamps without time zone, as UTC), NULL elements allowed. */
export function binaryArray(type: ElementType, values: readonly unknown[]): Buffer {
  const { oid, size } = ELEMENT[type];
  const texts = size === -1 ? values.map((v) => (v === null || v === undefined ? null : String(v))) : null;
  let length = values.length === 0 ? 12 : 20;
  values.forEach((value, i) => {
    length += 4;
    if (value === null || value === undefined) return;
    length += texts ? Buffer.byteLength(texts[i] as string) : size;
  });
  const buffer = Buffer.allocUnsafe(length);
  buffer.writeInt32BE(values.length === 0 ? 0 : 1, 0);
  buffer.writeInt32BE(values.some((v) => v === null || v === undefined) ? 1 : 0, 4);
  buffer.writeInt32BE(oid, 8);
  if (values.length === 0) return buffer;
  buffer.writeInt32BE(values.length, 12);
  buffer.writeInt32BE(1, 16);
  let at = 20;
  values.forEach((value, i) => {
    if (value === null || value === undefined) {
      at = buffer.writeInt32BE(-1, at);
      return;
    }
    if (texts) {
      const written = buffer.write(texts[i] as string, at + 4);
      at = buffer.writeInt32BE(written, at) + written;
      return;
    }
    at = buffer.writeInt32BE(size, at);
    if (type === "boolean") at = buffer.writeUInt8(value ? 1 : 0, at);
    else if (type === "integer") at = buffer.writeInt32BE(value as number, at);
    else at = buffer.writeBigInt64BE(BigInt((value as Date).getTime()) * 1000n - POSTGRES_EPOCH_US, at);
  });
  return buffer;
}
