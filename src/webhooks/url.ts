// The URL a seat's webhook may have (docs/webhooks.md): http or https, no credentials, and, on a
// server that forbids it, no private address.
import { fail, ok, type Result } from "../games/errors.js";
import { hostOf, isPrivateAddress, resolveAll } from "./address.js";

export const MAX_URL_LENGTH = 2048;

export async function checkWebhookUrl(text: string, allowPrivate: boolean): Promise<Result<URL>> {
  const invalid = (detail: string) => fail({ code: "bad-request", reason: "webhook-url-invalid", detail });
  if (text.length > MAX_URL_LENGTH) return invalid(`The webhook URL is longer than ${MAX_URL_LENGTH} characters`);
  if (!URL.canParse(text)) return invalid(`${JSON.stringify(text)} is not a URL`);
  const url = new URL(text);
  if (url.protocol !== "http:" && url.protocol !== "https:") return invalid(`A webhook URL is http:// or https://, not ${url.protocol}`);
  if (url.username !== "" || url.password !== "") return invalid("A webhook URL carries no user name or password: the signature authenticates the judge");
  if (url.hash !== "") return invalid("A webhook URL has no #fragment");
  if (allowPrivate) return ok(url);
  const notAllowed = (detail: string) => fail({ code: "bad-request", reason: "webhook-address-not-allowed", detail });
  let addresses: string[];
  try {
    addresses = await resolveAll(hostOf(url));
  } catch {
    return notAllowed(`${url.hostname} does not resolve, so it cannot be checked to be a public address`);
  }
  const inside = addresses.find(isPrivateAddress);
  if (inside !== undefined) return notAllowed(`${url.hostname} is (or resolves to) ${inside}, a private address: this server posts only to public addresses`);
  return ok(url);
}
