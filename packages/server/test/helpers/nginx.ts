/**
 * nginx in front of API processes, as deploy/ runs it: round robin without stickiness, the
 * WebSocket upgrade passed on, the client address forwarded, a failed upstream skipped, and
 * the upstream that answered named in `X-Upstream`. For the cluster test and bench/cluster.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './server-process';

export const NGINX = '/usr/sbin/nginx';

function nginxConfig(dir: string, listen: number, upstreams: number[]) {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream souq_api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')}
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://souq_api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** nginx on a free port in front of `upstreams`, its files in `dir`; resolves once it answers /health/live. */
export async function startNginx(dir: string, upstreams: number[]): Promise<{ nginx: ChildProcess; base: string }> {
  const listen = await freePort();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, listen, upstreams));
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${listen}`;
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`${base}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { nginx, base };
}
