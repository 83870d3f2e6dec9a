// Which URLs a webhook may have (docs/webhooks.md "Security"): http(s) only, and with
// WEBHOOK_ALLOW_PRIVATE=false no loopback, private, link-local or otherwise internal address.
import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "../../src/webhooks/address.js";
import { post } from "../../src/webhooks/deliver.js";
import { checkWebhookUrl } from "../../src/webhooks/url.js";
import { startReceiver } from "../api/webhookReceiver.js";

const reasonOf = async (url: string, allowPrivate: boolean) => {
  const checked = await checkWebhookUrl(url, allowPrivate);
  return checked.ok ? "ok" : (checked.error as { reason?: string }).reason;
};

describe("webhook URLs", () => {
  it("tells private addresses from public ones, IPv4-mapped IPv6 included", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:192.168.0.1", "224.0.0.1"]) {
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    }
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"]) expect([a, isPrivateAddress(a)]).toEqual([a, false]);
  });

  it("takes http and https only, without credentials", async () => {
    expect(await reasonOf("http://127.0.0.1:9/hook", true)).toBe("ok");
    expect(await reasonOf("https://example.org/hook?x=1", true)).toBe("ok");
    expect(await reasonOf("file:///etc/passwd", true)).toBe("webhook-url-invalid");
    expect(await reasonOf("javascript:alert(1)", true)).toBe("webhook-url-invalid");
    expect(await reasonOf("https://a:b@example.org/", true)).toBe("webhook-url-invalid");
    expect(await reasonOf(`https://example.org/${"x".repeat(3000)}`, true)).toBe("webhook-url-invalid");
  });

  it("with WEBHOOK_ALLOW_PRIVATE=false refuses internal addresses, by literal or by name", async () => {
    for (const url of ["http://127.0.0.1:8080/", "http://[::1]/", "http://10.0.0.5/", "http://169.254.169.254/latest/meta-data", "http://localhost:3000/", "http://[::ffff:127.0.0.1]/"]) {
      expect([url, await reasonOf(url, false)]).toEqual([url, "webhook-address-not-allowed"]);
    }
    expect(await reasonOf("https://93.184.216.34/hook", false)).toBe("ok");
  });
});

describe("webhook delivery and private addresses", () => {
  it("checks the address again when connecting: a name that now resolves to loopback is not posted to", async () => {
    const receiver = await startReceiver();
    try {
      const config = { allowPrivate: false, maxAttempts: 1, retryBaseMs: 1, timeoutMs: 5_000, pollMs: 10 };
      const body = { id: "d-1", gameId: "g", seat: "england", seq: 1, timestamp: new Date(0).toISOString(), event: { type: "year-started", year: 1297 } as never };
      const byName = receiver.url.replace("127.0.0.1", "localhost");
      await expect(post(byName, "a secret of sixteen+", body, config)).rejects.toThrow(/private addresses/);
      await expect(post(receiver.url, "a secret of sixteen+", body, config)).rejects.toThrow(/private address/);
      expect(receiver.received).toEqual([]);
      await post(byName, "a secret of sixteen+", body, { ...config, allowPrivate: true });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
