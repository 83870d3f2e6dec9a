// POST /games/{id}/resign: the engine's resign order (9.0: the other side wins), recorded like any
// order, and previewed like one with ?dryRun=true.
import type { Store } from "../store/index.js";
import type { Result } from "./errors.js";
import type { OrderResponse } from "./response.js";
import { submitOrder, type SubmitOrder } from "./submit.js";

export function resign(store: Store, request: Omit<SubmitOrder, "input">): Promise<Result<OrderResponse>> {
  return submitOrder(store, { ...request, input: { order: { type: "resign" } } });
}
