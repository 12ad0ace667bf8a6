import { createServer, type Server, type Socket } from "node:net";

/**
 * A tiny real SMTP server for tests (plain SMTP over TCP, no TLS or auth): enough for nodemailer
 * to deliver to it, with a delay before the greeting (a slow server) and a way to refuse
 * recipients. `stop()` then `start()` again on the same port gives "down, then up".
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent in DATA. */
  data: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Connections accepted so far (each delivery attempt opens one). */
  connections: number;
  /** Reply to RCPT TO, e.g. "550 5.1.1 No such user" (default "250 OK"). */
  rcptReply: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function testSmtpServer(options: { greetingDelayMs?: number; port?: number } = {}) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const self: TestSmtpServer = {
    port: options.port ?? 0,
    url: "",
    received: [],
    connections: 0,
    rcptReply: "250 OK",
    async start() {
      server = createServer((socket) => session(socket));
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(self.port, "127.0.0.1", () => resolve());
      });
      const address = server.address();
      if (address && typeof address === "object") self.port = address.port;
      self.url = `smtp://127.0.0.1:${self.port}`;
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };

  function session(socket: Socket) {
    self.connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffer = "";
    let mail: ReceivedMail | null = null;
    let inData = false;
    const say = (line: string) => socket.write(`${line}\r\n`);
    const onLine = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO") return say("250-localhost\r\n250 8BITMIME");
      if (verb === "HELO" || verb === "NOOP" || verb === "RSET") return say("250 OK");
      if (verb === "MAIL") {
        mail = { from: line.replace(/^MAIL FROM:\s*/i, ""), to: [], data: "" };
        return say("250 OK");
      }
      if (verb === "RCPT") {
        if (self.rcptReply.startsWith("250")) mail?.to.push(line.replace(/^RCPT TO:\s*/i, ""));
        return say(self.rcptReply);
      }
      if (verb === "DATA") {
        inData = true;
        return say("354 End data with <CR><LF>.<CR><LF>");
      }
      if (verb === "QUIT") {
        say("221 Bye");
        return socket.end();
      }
      say("502 Command not implemented");
    };
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          if (mail) self.received.push({ ...mail, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          mail = null;
          say("250 OK queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        onLine(line);
      }
    });
    setTimeout(() => say("220 localhost ESMTP test"), options.greetingDelayMs ?? 0);
  }

  await self.start();
  return self;
}
