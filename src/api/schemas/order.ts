// The engine's orders (src/orders/schema.ts) as one named schema of the document.
import { orderSchema } from "../../orders/index.js";

export const orderJsonSchema = orderSchema.meta({ id: "Order" });
