// The routes docs/api.md promises; the OpenAPI document and the fuzz test must both cover exactly these.
export const CONTRACT_ROUTES: readonly string[] = [
  "POST /games",
  "GET /games/{id}",
  "POST /games/{id}/orders",
  "GET /games/{id}/events",
  "GET /games/{id}/dice",
  "GET /games/{id}/record",
  "POST /games/{id}/resign",
  "POST /games/{id}/join",
  "POST /games/{id}/invites/{side}",
  "DELETE /games/{id}/invites/{side}",
  "POST /games/{id}/end",
  "PUT /games/{id}/seat",
  "POST /adjudicate",
  "POST /replays",
  "GET /healthz",
  "GET /readyz",
];
