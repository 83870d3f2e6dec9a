import { main } from "../src/cli/main.js";
const io = { out: (l: string) => console.log(l), err: (l: string) => console.error(l) };
process.exitCode = await main(process.argv.slice(2), io);
