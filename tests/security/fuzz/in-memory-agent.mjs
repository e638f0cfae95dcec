import { Agent } from 'node:http';
import { duplexPair } from 'node:stream';

/** What Node's HTTP client and server ask of a socket beyond a stream: answered as a loopback socket would. */
function asLoopbackSocket(end) {
  return Object.assign(end, {
    remoteAddress: '127.0.0.1',
    remotePort: 0,
    setKeepAlive: () => end,
    setNoDelay: () => end,
    setTimeout: () => end,
    ref: () => end,
    unref: () => end,
  });
}

/**
 * An HTTP agent whose connections go straight to `server` in this process: the same request and answer bytes, read
 * by Node's HTTP parser on both ends, over a pair of in-memory streams rather than the kernel's loopback, whose
 * system calls were a third of the fuzz's time. One connection at a time, kept alive; a closed one is replaced.
 */
export function inMemoryAgent(server) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agent.createConnection = () => {
    const [client, serverSide] = duplexPair();
    server.emit('connection', asLoopbackSocket(serverSide));
    return asLoopbackSocket(client);
  };
  return agent;
}
