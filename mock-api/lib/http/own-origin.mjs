// This server's own address, as the operating system reports the connection a request arrived on: the local end
// of the socket (the address and port this server accepted it on). Nothing the caller sends (Host,
// X-Forwarded-*) goes into it, so whatever is sent there reaches this same server and no other.
/** @param {import('node:net').Socket & { encrypted?: boolean }} socket  @returns {string} 'http://127.0.0.1:3001' */
export function ownOriginOf(socket) {
  // An IPv4 client on a dual-stack listener shows as '::ffff:127.0.0.1'.
  const address = String(socket.localAddress).replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const host = address.includes(':') ? `[${address.replace(/%/g, '%25')}]` : address;
  return `${socket.encrypted ? 'https' : 'http'}://${host}:${socket.localPort}`;
}
