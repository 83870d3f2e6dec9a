// A request body must arrive within BODY_TIMEOUT_MS (docs/api.md): a client that declares a large
// body and sends it a byte at a time is answered 408 (problem request-timeout) and its connection is
// closed, so a few slow sockets cannot hold the server's connections for ever. A real socket, a real server.
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, testConfig, type TestServer } from "./server.js";

const root = mkdtempSync(join(tmpdir(), "hots-slow-body-"));
let server: TestServer;
beforeAll(async () => {
  server = await startServer(testConfig(`file:${join(root, "hots.db")}`, { BODY_TIMEOUT_MS: "300" }));
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Sends the headers of a 100,000-byte JSON POST, then one byte every `everyMs`; resolves with all the server wrote once it closes. */
function slowPost(path: string, everyMs: number): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = "";
    let drip: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n[`);
      drip = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(" ");
      }, everyMs);
    });
    socket.on("data", (chunk) => (received += chunk.toString("utf8")));
    socket.on("error", (error) => {
      // A reset after the answer is still a closed connection.
      if (received === "") reject(error);
    });
    socket.on("close", () => {
      clearInterval(drip);
      resolve(received);
    });
  });
}

describe("BODY_TIMEOUT_MS", () => {
  it("a body sent a byte at a time is cut: 408 request-timeout, connection closed", { timeout: 120_000 }, async () => {
    const answer = await slowPost("/replays", 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(answer).toContain('"code":"request-timeout"');
  });

  it("the server answers other clients meanwhile and after", { timeout: 120_000 }, async () => {
    const slow = slowPost("/adjudicate", 100);
    const health = await server.request("GET", "/healthz");
    const answer = await slow;
    expect(health.status).toBe(200);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect((await server.request("GET", "/healthz")).status).toBe(200);
  });
});
