#!/usr/bin/env node
// npm run docs [-- bundle.json|root.yaml]: a static API reference of the contract in docs/api/index.html.
// Input: the given file, else the bundle openapi/dist/openapi.json (made by `node scripts/gen.mjs`), else the root
// openapi/openapi.yaml. Redocly's `build-docs --inlineBundle` embeds the Redoc scripts in the page, so it loads no
// script from a CDN; the only remote asset left in Redoc is the "API docs by Redocly" logo image, which this script
// replaces with an inline SVG, so the page works offline as a single file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs/api/index.html');
const arg = process.argv[2];
const input = arg
  ? resolve(arg)
  : existsSync(join(root, 'openapi/dist/openapi.json'))
    ? join(root, 'openapi/dist/openapi.json')
    : join(root, 'openapi/openapi.yaml');
if (!existsSync(input)) {
  console.error(`docs: ${input} not found`);
  process.exit(2);
}

const title = (() => {
  try {
    return input.endsWith('.json') ? JSON.parse(readFileSync(input, 'utf8')).info?.title : undefined;
  } catch {
    return undefined;
  }
})();

mkdirSync(dirname(out), { recursive: true });
try {
  execFileSync(
    join(root, 'node_modules/.bin/redocly'),
    ['build-docs', input, '-o', out, '--inlineBundle', '--title', title ?? 'Parapet console API'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1' },
    },
  );
} catch (err) {
  console.error(`docs: redocly build-docs failed (${err.status ?? err.message})`);
  process.exit(1);
}

// Offline: swap the remote attribution logo for an inline one, then make sure no script or stylesheet is remote.
const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="20"><text x="0" y="15" font-family="sans-serif" font-size="14" fill="#888">Redocly</text></svg>',
  );
let html = readFileSync(out, 'utf8');
html = html.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, logo);
writeFileSync(out, html);
const remote = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)=["'](?:https?:)?\/\/[^"']+["'][^>]*>/gi)].map((m) => m[0]);
if (remote.length) {
  console.error(`docs: the page still loads remote resources:\n  ${remote.join('\n  ')}`);
  process.exit(1);
}
console.log(`docs: ${relative(root, out)} (${Math.round(html.length / 1024)} KiB) from ${relative(root, input)}`);
