// What identifies a record and its version, and the error a reader gives for anything else: apart
// from the zod schema (record.ts) so that `hots replay` can read a valid record without loading zod.

export const RECORD_FORMAT = "hots-judge-record";
/** Version 1 records (nonces chosen by the creator, no abandoned games) are still read. */
export const RECORD_VERSION = 2;

export class RecordFormatError extends Error {}

/** A clear error for another format or a newer version (never a crash). */
export function checkRecordHead(json: unknown): void {
  if (typeof json !== "object" || json === null) throw new RecordFormatError("a record is a JSON object");
  const head = json as { format?: unknown; version?: unknown };
  if (head.format !== RECORD_FORMAT) throw new RecordFormatError(`not a hots-judge record (format is ${JSON.stringify(head.format)})`);
  if (typeof head.version === "number" && head.version > RECORD_VERSION) {
    throw new RecordFormatError(`record format version ${head.version} is newer than this program reads (up to ${RECORD_VERSION}); upgrade hots-judge`);
  }
}
