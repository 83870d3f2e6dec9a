// The routes docs/api.md promises; the OpenAPI document and the fuzz test must both cover exactly these.
export const CONTRACT_ROUTES: readonly string[] = [
  "POST /games",
  "GET /games/{id}",
  "POST /games/{id}/orders",
  "GET /games/{id}/events",
  "GET /games/{id}/dice",
  "GET /games/{id}/record",
  "POST /games/{id}/resign",
  "POST /adjudicate",
  "POST /replays",
  "GET /healthz",
  "GET /readyz",
  "POST /games/{id}/deadlines",
  "POST /games/{id}/pause",
  "POST /games/{id}/resume",
  "POST /games/{id}/extend",
  "PUT /games/{id}/policy",
];
