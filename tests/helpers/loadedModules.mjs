// `node --import ./tests/helpers/loadedModules.mjs ...`: at exit, prints to standard error one line
// "loaded modules: [...]" with the URL of every module the process loaded (ESM included, which
// the require cache does not list).
import { register } from "node:module";
import { MessageChannel } from "node:worker_threads";

const { port1, port2 } = new MessageChannel();
const loaded = [];
port1.on("message", (url) => loaded.push(url));
port1.unref();
const hooks = `let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) { port.postMessage(url); return next(url, context); }`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { port: port2 }, transferList: [port2] });
process.on("exit", () => process.stderr.write(`loaded modules: ${JSON.stringify(loaded)}\n`));
