// The order writer's requests to its checkpointer (src/store/checkpointRequests.ts): one in flight
// at a time, one asked for meanwhile sent once it is answered, none once the checkpointer is gone.
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { CHECKPOINT, CHECKPOINTED, CheckpointRequests } from "../../src/store/checkpointRequests.js";

class FakePort extends EventEmitter {
  readonly sent: unknown[] = [];
  postMessage(message: unknown): void {
    this.sent.push(message);
  }
}

describe("the order writer's checkpoint requests", () => {
  it("sends one request at a time, and one asked for meanwhile (however often) once the first is answered", () => {
    const port = new FakePort();
    const requests = new CheckpointRequests(port);
    requests.request();
    requests.request();
    requests.request();
    expect(port.sent).toEqual([CHECKPOINT]);
    port.emit("message", CHECKPOINTED);
    expect(port.sent).toEqual([CHECKPOINT, CHECKPOINT]);
    port.emit("message", CHECKPOINTED);
    expect(port.sent).toEqual([CHECKPOINT, CHECKPOINT]);
    requests.request();
    expect(port.sent).toEqual([CHECKPOINT, CHECKPOINT, CHECKPOINT]);
  });

  it("asks nothing more of a checkpointer whose port closed, says so, and tells the writer once", () => {
    const port = new FakePort();
    let lost = 0;
    const requests = new CheckpointRequests(port, () => lost++);
    expect(requests.open).toBe(true);
    port.emit("close");
    requests.lost();
    requests.request();
    expect(requests.open).toBe(false);
    expect(port.sent).toEqual([]);
    expect(lost).toBe(1);
  });

  it("stops asking when told the checkpointer's thread has gone, its port still open", () => {
    const port = new FakePort();
    let lost = 0;
    const requests = new CheckpointRequests(port, () => lost++);
    requests.request();
    requests.lost();
    port.emit("message", CHECKPOINTED);
    requests.request();
    expect(port.sent).toEqual([CHECKPOINT]);
    expect(lost).toBe(1);
  });
});
