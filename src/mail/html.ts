// The HTML part of a mail: the text part, escaped, in a fixed-width block so the board lines up.
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function toHtml(text: string): string {
  return `<!doctype html><html><body><pre style="font-family: ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap">${escapeHtml(text)}</pre></body></html>`;
}
