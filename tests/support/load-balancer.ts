import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

export const HAPROXY = '/usr/sbin/haproxy';

export interface BalancerPorts {
  /** Where clients reach the BFFs: /graphql (HTTP and WebSocket) and everything else. */
  front: number;
  /** Where the BFFs reach the REST services (their API_URL). */
  rest: number;
  bffs: number[];
  apis: number[];
}

/**
 * The configuration of deploy/haproxy.cfg for a balancer run as the current user on loopback, its
 * admin socket in `dir`: the same active /ready checks, backends and retries, with the replicas'
 * ports in place of Docker's names. Each answer names the replica that gave it (X-Upstream), for tests.
 */
export function haproxyConfig(dir: string, ports: BalancerPorts): string {
  const servers = (name: string, list: number[]) =>
    ['  http-response set-header X-Upstream %[bc_dst]:%[bc_dst_port]', ...list.map((port, index) => `  server ${name}${index + 1} 127.0.0.1:${port}`)].join('\n');
  const bffs = servers('bff', ports.bffs);
  const apis = servers('api', ports.apis);
  return `global
  log stdout format raw local0
  maxconn 1024
  stats socket ${socketPath(dir)} mode 600 level admin

defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 60s
  timeout tunnel 1h
  timeout client-fin 10s
  timeout check 3s
  retries 2
  option redispatch 1
  option httpchk GET /ready
  http-check expect status 200
  default-server check inter 1s fastinter 500ms fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down

frontend web
  bind 127.0.0.1:${ports.front}
  http-request set-header X-Forwarded-For %[src]
  http-request set-header X-Forwarded-Proto http
  acl read method GET HEAD OPTIONS
  use_backend bff_reads if read
  default_backend bff_writes

frontend rest
  bind 127.0.0.1:${ports.rest}
  option forwardfor
  acl read method GET HEAD OPTIONS
  acl read path /live/visible
  use_backend api_reads if read
  default_backend api_writes

backend bff_reads
  retry-on conn-failure empty-response response-timeout 502 503
  http-request set-timeout server 1h if { path /graphql }
${bffs}

backend bff_writes
  retry-on conn-failure 503
  http-request set-timeout server 1h if { path /graphql }
${bffs}

backend api_reads
  retry-on conn-failure empty-response response-timeout 502 503
${apis}

backend api_writes
  retry-on conn-failure
  option http-server-close
${apis}
`;
}

const socketPath = (dir: string) => join(dir, 'haproxy.sock');

/** HAProxy in the foreground with the configuration above, written to `dir`; its output goes to haproxy.log there. */
export function startHaproxy(dir: string, ports: BalancerPorts): ChildProcess {
  const conf = join(dir, 'haproxy.cfg');
  writeFileSync(conf, haproxyConfig(dir, ports));
  const log = openSync(join(dir, 'haproxy.log'), 'a');
  try {
    return spawn(HAPROXY, ['-db', '-f', conf], { stdio: ['ignore', log, log] });
  } finally {
    closeSync(log);
  }
}

export interface ServerState {
  backend: string;
  server: string;
  /** 'UP', 'DOWN', 'MAINT', or a transition such as 'UP 1/2'. */
  status: string;
  /** The last check's outcome, e.g. 'L7OK', 'L7STS' (unexpected status), 'L4CON' (refused). */
  checkStatus: string;
  /** The status code the last check got. */
  checkCode: string;
  /** Requests sent to the server so far. */
  sessions: number;
  address: string;
}

/** Every server's state and counters, from the admin socket's `show stat`. */
export async function serverStates(dir: string): Promise<ServerState[]> {
  const csv = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = createConnection(socketPath(dir), () => socket.end('show stat\n'));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  return rows
    .map((line) => line.split(','))
    .filter((row) => !['FRONTEND', 'BACKEND'].includes(at(row, 'svname')))
    .map((row) => ({
      backend: at(row, 'pxname'),
      server: at(row, 'svname'),
      status: at(row, 'status'),
      checkStatus: at(row, 'check_status'),
      checkCode: at(row, 'check_code'),
      sessions: Number(at(row, 'stot')),
      address: at(row, 'addr'),
    }));
}
