// Which methods a path answers to, for a 405 with `allow` instead of a 404 (RFC 9110 15.5.6).
import type { FastifyInstance } from "fastify";

interface KnownRoute {
  pattern: RegExp;
  methods: string[];
}

/** A fastify route url ("/games/:id", "/docs/*") as a regular expression over request paths. */
function patternOf(url: string): RegExp {
  const source = url
    .split("/")
    .map((segment) => {
      if (segment.startsWith(":")) return "[^/]+";
      if (segment === "*") return ".*";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source}$`);
}

/** Records every route as it is added; call before the routes are registered. */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: KnownRoute[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ pattern: patternOf(route.url), methods });
  });
  return (path) => {
    const allowed = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
    // fastify answers HEAD wherever it answers GET.
    if (allowed.has("GET")) allowed.add("HEAD");
    return [...allowed].sort();
  };
}
