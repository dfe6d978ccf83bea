import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';

export interface BalancerPorts {
  /** Where clients reach the BFFs: /graphql (HTTP and WebSocket) and everything else. */
  front: number;
  /** Where the BFFs reach the REST services (their API_URL). */
  rest: number;
  bffs: number[];
  apis: number[];
}

/**
 * An nginx configuration for a balancer run as the current user, everything it writes in `dir`.
 *
 * Retries: nginx passes a request to the next replica on a connect error, a timeout or a 502/503.
 * A GET (a read: GraphQL queries sent as GET, every REST read) is passed on even after it was sent;
 * a POST only when it never reached a replica, since a write must not be applied twice. GraphQL
 * POSTs may be mutations, so they get no `non_idempotent`; REST's POST /live/visible only reads,
 * so it does. Each answer names the replica that gave it (X-Upstream), for tests.
 */
export function nginxConfig(dir: string, ports: BalancerPorts): string {
  const servers = (list: number[]) => list.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n');
  return `worker_processes 1;
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${join(dir, 'access.log')};
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};

  # Upgrade only for a WebSocket handshake; other requests keep their upstream connection alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  upstream bff {
${servers(ports.bffs)}
    keepalive 16;
  }
  upstream api {
${servers(ports.apis)}
    keepalive 16;
  }

  proxy_http_version 1.1;
  proxy_set_header Host $host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_connect_timeout 2s;
  proxy_next_upstream error timeout http_502 http_503;
  proxy_next_upstream_tries 2;
  add_header X-Upstream $upstream_addr always;

  server {
    listen 127.0.0.1:${ports.front};
    location / {
      proxy_pass http://bff;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # A subscription's socket stays open while it is quiet.
      proxy_read_timeout 1h;
    }
  }

  server {
    listen 127.0.0.1:${ports.rest};
    location / {
      proxy_pass http://api;
      proxy_set_header Connection '';
    }
    location = /live/visible {
      proxy_pass http://api;
      proxy_set_header Connection '';
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
  }
}
`;
}

/** nginx in the foreground with the configuration above, written to `dir`. */
export function startNginx(dir: string, ports: BalancerPorts): ChildProcess {
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, ports));
  return spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
