// The OpenAPI 3.1 document, generated from the routes' zod schemas, served at /openapi.json, with
// Swagger UI at /docs.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { CARD_ON_THE_WIRE } from "../schemas/gameEvent.js";

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The orders route also takes one text/plain order line; jsonSchemaTransform knows only JSON. */
const transform: Transform = (route) => {
  const out = jsonSchemaTransform(route);
  if (route.url === "/games/:id/orders" && out.schema.body) {
    const json = out.schema.body;
    out.schema.body = {
      content: {
        "application/json": { schema: json },
        "text/plain": { schema: { type: "string", description: "One line of the order language", examples: ["play Move 2"] } },
      },
    };
  }
  const picture = /\/board\.(svg|png)$/.exec(route.url)?.[1];
  if (picture !== undefined && out.schema.response) {
    const type = picture === "svg" ? "image/svg+xml" : "image/png";
    const schema: Json = picture === "svg" ? { type: "string" } : { type: "string", contentMediaType: "image/png", contentEncoding: "binary" };
    (out.schema.response as Record<string, Json>)["200"] = { description: `The board as ${picture.toUpperCase()}`, content: { [type]: { schema } } };
  }
  return out;
};

function refsIn(value: Json, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") found.add(item.replace("#/components/schemas/", ""));
      else refsIn(item, found);
    }
  }
}

/** Card fields are encoded to keys on the way out (schemas/gameEvent.ts): document the wire's side. */
function cardsAsKeys(value: Json): void {
  if (Array.isArray(value)) for (const item of value) cardsAsKeys(item);
  else if (value !== null && typeof value === "object") {
    if (value.description === CARD_ON_THE_WIRE) {
      for (const key of Object.keys(value)) delete value[key];
      Object.assign(value, { $ref: "#/components/schemas/CardKey" });
      return;
    }
    for (const item of Object.values(value)) cardsAsKeys(item);
  }
}

/**
 * jsonSchemaTransformObject adds an input and an output variant of every schema with an id; keep
 * only those the document refers to, directly or through another schema.
 */
const transformObject: TransformObject = (document) => {
  const out = jsonSchemaTransformObject(document) as { paths?: Json; components?: { schemas?: Record<string, Json> } };
  const schemas = out.components?.schemas ?? {};
  const used = new Set<string>();
  refsIn(out.paths ?? null, used);
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const name of [...used]) refsIn(schemas[name] ?? null, used);
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  for (const schema of Object.values(schemas)) cardsAsKeys(schema);
  return out as ReturnType<TransformObject>;
};

export async function installSwagger(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "hots-judge",
        version,
        description:
          "Adjudicator for Hammer of the Scots. Tokens, roles and error codes: docs/api.md. " +
          "Send a token as `Authorization: Bearer <token>`.",
      },
      components: { securitySchemes: { token: { type: "http", scheme: "bearer" } } },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  app.get("/openapi.json", { schema: { hide: true }, config: { rateLimit: false } }, () => app.swagger());
}
