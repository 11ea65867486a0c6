import { connect, type Socket } from "node:net";

/** A raw connection to a local port: what was sent, and everything received so far. */
export function openRaw(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  socket.setNoDelay(true);
  let received = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("close", () => (closed = true));
  socket.on("error", () => undefined);
  return {
    socket,
    send: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    received: () => received,
    closed: () => closed,
    /** Waits until `count` answers have arrived (their status lines), or the socket closed. */
    async answers(count: number) {
      for (let i = 0; i < 200; i++) {
        if (closed || (received.match(/HTTP\/1\.1 \d{3}/g)?.length ?? 0) >= count) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
  };
}
