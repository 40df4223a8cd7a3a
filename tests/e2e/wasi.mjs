// Runs a wasm32-wasip1 build of the `muses` tool under Node's WASI (for tests/e2e/bench.mjs):
//   node tests/e2e/wasi.mjs target/wasm32-wasip1/release/muses.wasm perft 4 '<position>'
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';

const [file, ...args] = process.argv.slice(2);
const wasi = new WASI({ version: 'preview1', args: ['muses', ...args], returnOnExit: true });
const { instance } = await WebAssembly.instantiate(await readFile(file), wasi.getImportObject());
process.exitCode = wasi.start(instance);
