// WINE SHIM (test harness only; loaded with `node --import` by tests/windows/wine.ts, never by the
// console). Node sets TCP keep-alive on a socket before it connects (undici does, for every fetch);
// Wine's Winsock rejects that on an unconnected socket, and the request fails with "connect UNKNOWN".
// Windows itself accepts it. This defers setKeepAlive until the socket's 'connect' event.
import net from 'node:net';

const setKeepAlive = net.Socket.prototype.setKeepAlive;
net.Socket.prototype.setKeepAlive = function deferredUntilConnected(...args) {
  if (this.connecting) {
    this.once('connect', () => setKeepAlive.apply(this, args));
    return this;
  }
  return setKeepAlive.apply(this, args);
};
