import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

/** How long a fresh connection may take to send its first request once we are stopping. */
const FIRST_REQUEST_GRACE_MS = 2000;
/**
 * How long we keep accepting after the stop signal. Connections a client opened just before it
 * are still in the kernel's queue until the (possibly busy) event loop accepts them; closing the
 * listener at once would reset them although their requests were already sent.
 */
const ACCEPT_DRAIN_MS = 1000;
/**
 * After the listener closes, how long connections get to finish before they are cut, whatever
 * the client does (one that never reads can hold a response open forever). Leaves time to close
 * the database well before main.ts's 10 s forced exit.
 */
const HARD_STOP_MS = 4000;

interface SocketState {
  openedAt: number;
  active: number;
  served: boolean;
}

/**
 * Graceful stop for an HTTP server: stop accepting, let every request already received finish,
 * and close connections only when they are idle. Unlike http.Server#close, which cuts every
 * connection without a parsed request at once, a fresh connection whose request is still in the
 * socket buffer (the event loop was busy, e.g. with PGlite) gets time to be read and answered.
 */
export function trackConnections(server: Server) {
  const sockets = new Map<Socket, SocketState>();
  let stopping = false;

  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { openedAt: Date.now(), active: 0, served: false });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    if (!state) return;
    state.active++;
    if (stopping) res.shouldKeepAlive = false;
    res.once("close", () => {
      state.active--;
      state.served = true;
      if (stopping && state.active === 0) req.socket.destroySoon();
    });
  });

  return {
    stop(onClosed: () => void, drainMs = ACCEPT_DRAIN_MS, hardStopMs = HARD_STOP_MS) {
      stopping = true;
      const sweep = () => {
        const now = Date.now();
        for (const [socket, s] of sockets) {
          if (s.active === 0 && (s.served || now - s.openedAt > FIRST_REQUEST_GRACE_MS)) socket.destroySoon();
        }
      };
      const timer = setInterval(sweep, 100);
      setTimeout(() => {
        const hard = setTimeout(() => {
          for (const socket of sockets.keys()) socket.destroy();
        }, hardStopMs);
        net.Server.prototype.close.call(server, () => {
          clearInterval(timer);
          clearTimeout(hard);
          onClosed();
        });
        sweep();
      }, drainMs);
    },
  };
}
