// The HTML part of a mail: the text part, escaped, in a fixed-width block so the board lines up.
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** `before`: HTML shown above the text, already escaped (the board's <img>). */
export function toHtml(text: string, before = ""): string {
  return `<!doctype html><html><body>${before}<pre style="font-family: ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap">${escapeHtml(text)}</pre></body></html>`;
}
