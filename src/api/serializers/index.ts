// Response serializers: zod's encode of the route's schema, except for the answers written by hand
// because they are sent on every order (each with a test that it equals zod's encoding).
import { serializerCompiler } from "fastify-type-provider-zod";
import type { OrderResponse } from "../../games/response.js";
import { orderResponseSchema } from "../schemas/orders.js";
import { orderResponseJson } from "./orderResponse.js";

const BY_HAND = new Map<unknown, (data: unknown) => string>([[orderResponseSchema, (data) => orderResponseJson(data as OrderResponse)]]);

export const responseSerializers: typeof serializerCompiler = (route) => BY_HAND.get(route.schema) ?? serializerCompiler(route);
