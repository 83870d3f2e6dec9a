// Writes prisma/postgres/schema.prisma from prisma/schema.prisma, so the two providers share one
// data model. Run: npx tsx scripts/gen-postgres-schema.ts
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const sqliteSchemaPath = fileURLToPath(new URL("../prisma/schema.prisma", import.meta.url));
export const postgresSchemaPath = fileURLToPath(
  new URL("../prisma/postgres/schema.prisma", import.meta.url),
);

const header = [
  "// GENERATED from prisma/schema.prisma by scripts/gen-postgres-schema.ts. Do not edit by hand:",
  "// change prisma/schema.prisma and run `npx tsx scripts/gen-postgres-schema.ts`.",
].join("\n");

/** Each rewrite must hit exactly once, so an edit to the source schema cannot slip past silently. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const hits = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`));
  if (hits?.length !== 1) {
    throw new Error(`gen-postgres-schema: expected one ${what}, found ${hits?.length ?? 0}`);
  }
  return text.replace(pattern, replacement);
}

export function toPostgresSchema(sqliteSchema: string): string {
  let out = replaceOnce(sqliteSchema, /^(?:\/\/.*\n)+/, `${header}\n`, "leading comment block");
  out = replaceOnce(out, /provider = "sqlite"/, 'provider = "postgresql"', "sqlite provider");
  // The generated schema sits one folder deeper, and gets its own client.
  out = replaceOnce(
    out,
    /(output\s*= )"\.\.\/src\/generated\/sqlite"/,
    '$1"../../src/generated/postgres"',
    "client output path",
  );
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(postgresSchemaPath, toPostgresSchema(readFileSync(sqliteSchemaPath, "utf8")));
  console.log(`wrote ${postgresSchemaPath}`);
}
