// The embedded backend alone on 127.0.0.1, for backend benchmarks and debugging:
//   tsx mocks/serve.ts [--port 8787] [--state <file>] [--reset] [--quiet]
// State: in memory, or the file of --state (else PARAPET_STATE_FILE) when set: a snapshot and its journal
// (<file>.journal), every answered write on disk before its answer (see mocks/README.md, "The state file").
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { banner } from './server/banner.ts';
import { createBackend } from './server/index.ts';
import { sendJson } from './server/http.ts';
import { InvalidStateFile } from './server/state/persistence.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    state: { type: 'string' },
    reset: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(2);
}

const stateFile = values.state || process.env.PARAPET_STATE_FILE || undefined;
let backend: ReturnType<typeof createBackend>;
try {
  backend = createBackend({ stateFile, reset: values.reset || process.env.PARAPET_RESET === '1', logRequests: !values.quiet });
} catch (error) {
  // A state file with a bad row (a base table's, or a module's: module, table, row and field), or a journal damaged
  // before its last line: say which, do not start (nothing is overwritten).
  if (error instanceof InvalidStateFile) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const server = createServer((req, res) => backend.middleware(req, res, () => sendJson(res, 404, { message: `the embedded backend serves /api/v1 and /__mock only, not ${req.url}` })));

server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  console.log(banner(backend, { origin, stateFile }));
  void backend.warm();
});

const stop = () => {
  backend.close();
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
