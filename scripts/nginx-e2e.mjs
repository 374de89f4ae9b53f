#!/usr/bin/env node
// Serves dist/ with Debian's nginx and the shipped configuration (deploy/nginx/snippets/), in front of a backend on
// loopback, for the smoke end-to-end spec (playwright.nginx.config.ts). nginx runs in the foreground as this user's
// child, from a temporary prefix that is removed when it stops. With --tls it listens as production does
// (deploy/nginx/parapet.conf: TLS and HTTP/2), with a certificate made for the run (the bench's Lighthouse).
//   node scripts/nginx-e2e.mjs --port 4180 --backend 4181 [--tls]
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string' }, backend: { type: 'string' }, root: { type: 'string', default: 'dist' }, tls: { type: 'boolean', default: false } } });
const port = Number(values.port);
const backend = Number(values.backend);
if (!port || !backend) {
  console.error('usage: nginx-e2e.mjs --port <listen port> --backend <backend port> [--root dist]');
  process.exit(2);
}
const root = resolve(values.root);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root}/index.html is missing: build first (npx vite build)`);
  process.exit(2);
}
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!nginx) {
  console.error('nginx is not installed (Debian: apt-get install nginx-light, or run .ci/run)');
  process.exit(2);
}

// The shipped configuration serves the build's .br twins (brotli_static): Debian's module, as docs/deploy.md installs it.
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
if (!existsSync(brotliModule)) {
  console.error(`nginx-e2e: ${brotliModule} is missing: apt-get install libnginx-mod-http-brotli-static (docs/deploy.md)`);
  process.exit(1);
}

// One prefix per port, emptied first: a run stopped by SIGKILL (no clean-up) leaves at most this one behind.
const prefix = join(tmpdir(), `parapet-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix);
// Workers may run as another user when started by root: they must read the build and write their temp folders.
chmodSync(prefix, 0o755);
for (const folder of ['body', 'proxy', 'logs']) {
  mkdirSync(join(prefix, folder));
  chmodSync(join(prefix, folder), 0o777);
}
cpSync('deploy/nginx/snippets', join(prefix, 'snippets'), { recursive: true });
cpSync('/etc/nginx/mime.types', join(prefix, 'mime.types'));
if (values.tls) {
  // A self-signed certificate for 127.0.0.1, for this run only (the browser is told to accept it).
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(prefix, 'tls.key'), '-out', join(prefix, 'tls.crt')], { stdio: 'ignore' });
}
const listen = values.tls
  ? `listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${prefix}/tls.crt;\n    ssl_certificate_key ${prefix}/tls.key;\n    ssl_protocols TLSv1.2 TLSv1.3;`
  : `listen 127.0.0.1:${port};`;
writeFileSync(
  join(prefix, 'nginx.conf'),
  `# Written by scripts/nginx-e2e.mjs: the shipped snippets on a loopback port${values.tls ? ', TLS and HTTP/2' : ', no TLS'}.
load_module ${brotliModule};
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/body;
  uwsgi_temp_path ${prefix}/body;
  scgi_temp_path ${prefix}/body;
  upstream parapet_api { server 127.0.0.1:${backend}; keepalive 4; }
  server {
    ${listen}
    server_name localhost;
    root ${root};
    include snippets/parapet-console.conf;
  }
}
`,
);

const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(`nginx ${nginx} on ${values.tls ? 'https' : 'http'}://127.0.0.1:${port} (build ${root}, backend 127.0.0.1:${backend}, prefix ${prefix})`);
const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill('SIGQUIT'));
