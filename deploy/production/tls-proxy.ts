import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Certificates } from './certificates';

const run = promisify(execFile);
/** Debian's nginx (scripts/ensure-debian-package.sh installs it). */
export const NGINX_PATH = '/usr/sbin/nginx';

/**
 * Debian's nginx terminating TLS in front of the replicas, as an ingress does: the only way in.
 * Like the shipped compose proxy (deploy/compose/nginx.conf) it keeps connections to the replicas
 * open and retries a request on the next replica only when the connection was refused. Its list of
 * replica ports is fixed, the harder case for a rollout: nothing tells it a replica is draining or
 * gone but the replica's own answers and refused connections (a reload would also close the
 * clients' kept-alive connections, which an ingress following endpoints does not do).
 */
export async function startTlsProxy(
  folder: string,
  options: { port: number; domain: string; certificates: Certificates; upstreams: number[] },
) {
  await mkdir(join(folder, 'temp'), { recursive: true });
  const configPath = join(folder, 'nginx.conf');
  const asRoot = process.getuid?.() === 0;
  await writeFile(
    configPath,
    `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${folder}/access.log;
  client_body_temp_path ${folder}/temp/body;
  proxy_temp_path ${folder}/temp/proxy;
  fastcgi_temp_path ${folder}/temp/fastcgi;
  uwsgi_temp_path ${folder}/temp/uwsgi;
  scgi_temp_path ${folder}/temp/scgi;
  upstream academy {
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${options.port} ssl;
    server_name *.${options.domain};
    ssl_certificate ${options.certificates.certificatePath};
    ssl_certificate_key ${options.certificates.keyPath};
    client_max_body_size 16m;
    location / {
      proxy_pass http://academy;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  await run(NGINX_PATH, ['-c', configPath, '-p', folder]);

  return {
    /** nginx's own log: every refused connection and every upstream error, for a failure's report. */
    async errors() {
      return readFile(join(folder, 'error.log'), 'utf8').catch(() => '');
    },
    async stop() {
      await run(NGINX_PATH, ['-c', configPath, '-p', folder, '-s', 'quit']).catch(() => undefined);
    },
  };
}

export type TlsProxy = Awaited<ReturnType<typeof startTlsProxy>>;
