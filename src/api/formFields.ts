// The fields of an HTML form post (multipart/form-data or application/x-www-form-urlencoded), read
// from the whole body: the providers' inbound webhooks post the raw mail as one such field.
// Parsed with busboy; uploaded files are skipped (the raw mail already holds any attachment).
import busboy from "busboy";

export async function formFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  await new Promise<void>((resolve, reject) => {
    const parser = busboy({ headers: { "content-type": contentType }, limits: { fieldSize: body.length, fields: 200, files: 100 } });
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (_name, stream) => stream.resume());
    parser.on("close", () => resolve());
    parser.on("error", reject);
    parser.end(body);
  });
  return fields;
}
