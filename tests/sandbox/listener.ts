/**
 * @packageDocumentation
 * A listener for the attack tests: a TCP server and a UDP socket on one port
 * of 127.0.0.1 that answer nothing and record every connection (its first
 * line, e.g. `GET /fetch HTTP/1.1`) and every datagram (QUIC, for
 * WebTransport). An attack that reached the network shows up here.
 */

import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Listener {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  /** What arrived, in order: `tcp GET /fetch HTTP/1.1`, `udp 1200 bytes`. */
  readonly hits: string[];
  close(): Promise<void>;
}

export async function startListener(): Promise<Listener> {
  const hits: string[] = [];
  const tcp = createServer((socket) => {
    let first = '';
    socket.on('data', (d) => {
      if (first) return;
      first = String(d).split('\r\n')[0];
      hits.push(`tcp ${first}`);
      socket.destroy();
    });
    socket.on('error', () => {});
    // A connection that sends nothing still counts.
    setTimeout(() => {
      if (!first) hits.push('tcp (connected, sent nothing)');
      socket.destroy();
    }, 200);
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const port = (tcp.address() as AddressInfo).port;
  const udp = createSocket('udp4');
  udp.on('message', (m) => hits.push(`udp ${m.length} bytes`));
  await new Promise<void>((resolve, reject) => {
    udp.once('error', reject);
    udp.bind(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        udp.close();
        tcp.close(() => resolve());
      }),
  };
}
