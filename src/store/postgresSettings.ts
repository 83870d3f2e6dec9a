// Settings of the server's own PostgreSQL connections, given at connection start-up (the `options`
// startup parameter, as `-c name=value`), so they hold from a connection's first statement.
import type pg from "pg";

export type ConnectionSettings = Readonly<Record<string, string>>;

/**
 * Large text (a game's snapshot, an order's kept response) is compressed with LZ4 instead of
 * PostgreSQL's default pglz, which cost about a tenth of a backend's CPU per order. Each value
 * records how it was compressed, so both kinds read back. A server built without LZ4 would refuse
 * the setting, and with it the connection: it is asked first, and then keeps pglz.
 */
export async function connectionSettings(db: pg.Pool): Promise<ConnectionSettings> {
  const { rows } = await db.query<{ lz4: boolean }>(
    "SELECT 'lz4' = ANY(enumvals) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'",
  );
  return rows[0]?.lz4 === true ? { default_toast_compression: "lz4" } : {};
}

/** The connection string with `settings` added to the startup options it may already hold. */
export function withSettings(connectionString: string, settings: ConnectionSettings): string {
  const entries = Object.entries(settings);
  if (entries.length === 0) return connectionString;
  const url = new URL(connectionString);
  const options = [url.searchParams.get("options"), ...entries.map(([name, value]) => `-c ${name}=${value}`)];
  url.searchParams.set("options", options.filter((o) => o !== null).join(" "));
  return url.toString();
}
