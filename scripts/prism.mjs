#!/usr/bin/env node
// npm run mock:prism            -> Prism's stateless mock of the contract on 127.0.0.1:4010 (examples as answers)
// npm run contract:proxy -- URL -> Prism's validation proxy in front of a real backend on 127.0.0.1:4010:
//                                  every request or response that breaks the contract is reported.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const [mode, upstream] = process.argv.slice(2);
const port = process.env.PRISM_PORT ?? '4010';
const spec = join(root, 'openapi/dist/openapi.json');
execFileSync(process.execPath, [join(root, 'scripts/gen.mjs')], { stdio: 'inherit' });

let args;
if (mode === 'mock') args = ['mock', '-h', '127.0.0.1', '-p', port, spec];
else if (mode === 'proxy') {
  if (!upstream) {
    console.error('usage: npm run contract:proxy -- https://backend.example.net');
    process.exit(2);
  }
  args = ['proxy', '-h', '127.0.0.1', '-p', port, '--errors', spec, upstream];
} else {
  console.error('usage: node scripts/prism.mjs mock|proxy [upstream]');
  process.exit(2);
}
// PRISM_VERBOSE=warn keeps Prism's warnings (a request or an answer that breaks the contract) and leaves out its four
// lines per request that pass (the smoke run of `npm test` sets it: those lines cost CPU to format and print).
if (process.env.PRISM_VERBOSE) args.splice(1, 0, '-v', process.env.PRISM_VERBOSE);
const child = spawn(join(root, 'node_modules/.bin/prism'), args, { stdio: 'inherit' });
// prism proxy ignores SIGTERM: forward every stop as SIGINT.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGINT'));
child.on('exit', (code) => process.exit(code ?? 0));
