import type { Server } from "node:http";
import type { Socket } from "node:net";
import { readRequestHead, type RequestHead } from "./request-head.ts";
import { readPostRequest, type PostRequest } from "./request-post.ts";

/** An answer written straight to the socket: its status line and headers, then its body. */
export interface LaneAnswer {
  /** `HTTP/1.1 200 OK\r\n` and the headers, each line ended by CRLF, without Date or Connection. */
  wireHead: Buffer;
  body: Buffer | null;
  /** The app asked for the connection to end after this answer (`Connection: close`). */
  close?: boolean;
}

/** The answer to a plain read, or null when node:http and the app should answer it. */
export type LaneResponder = (
  head: RequestHead,
  remoteAddress: string | undefined,
) => LaneAnswer | null;

/** Small POSTs the app answers in the lane (docs/decisions/106). */
export interface LanePoster {
  /** The largest body the lane reads itself; a larger post is node:http's. */
  maxBodyBytes: number;
  /** The app's answer, or null (synchronously) when node:http should take the request. */
  answer(request: PostRequest, socket: Socket): Promise<LaneAnswer> | null;
}

export interface LaneHandlers {
  read: LaneResponder;
  post?: LanePoster;
}

export interface FastLane {
  /** Ends the lane's connections (each is idle between its requests) and answers no more. */
  closeIdle(): void;
}

type ConnectionListener = (this: Server, socket: Socket) => void;

/**
 * Page-cache hits answered on the socket, before node:http (docs/decisions/103). Each new
 * connection's data is read here first: a chunk that is one plain GET or HEAD the responder
 * answers is written back at once, with the Date and keep-alive headers node:http would add.
 * A chunk that is one small POST with its whole body, which the poster takes, is answered by
 * the app once its promise settles, the socket paused meanwhile (decision 106): the public
 * forms' posts keep their connection here. Anything else, and every byte after it, is handed
 * to node:http's own connection handling for the rest of the connection's life: it is unread
 * again, then node:http parses it as if it had read it first. nginx serves a page with
 * `sendfile` in about 12 µs; node:http spends more than that building a request and a response
 * object around a cached answer.
 */
export function attachFastLane(server: Server, { read, post }: LaneHandlers): FastLane {
  const listeners = server.listeners("connection") as ConnectionListener[];
  if (listeners.length !== 1) throw new Error("the server has its own connection handling");
  const nodeHttp = listeners[0]!;
  server.removeAllListeners("connection");
  const sockets = new Set<Socket>();
  /** Sockets whose post the app is answering: not idle, so not ended by `closeIdle`. */
  const busy = new Set<Socket>();
  let closing = false;

  server.on("connection", (socket: Socket) => {
    // Accepted as the server closes: node:http finishes it as it finishes its own.
    if (closing) return nodeHttp.call(server, socket);
    sockets.add(socket);
    // node:http's own limits, applied while the lane holds the connection.
    socket.setTimeout(server.headersTimeout);
    let answered = false;

    const onData = (chunk: Buffer) => {
      if (socket.writableEnded) return;
      // An answer still queued means the client is not reading: node:http paces such a client.
      if (socket.writableLength !== 0) return handOff(chunk);
      const head = readRequestHead(chunk);
      if (head) {
        const answer = read(head, socket.remoteAddress);
        return answer
          ? send(wholeAnswer(answer, connectionLines(server.keepAliveTimeout)))
          : handOff(chunk);
      }
      const request = post ? readPostRequest(chunk, post.maxBodyBytes) : null;
      const pending = post && request ? post.answer(request, socket) : null;
      if (!pending) return handOff(chunk);
      void answerPost(pending);
    };
    async function answerPost(pending: Promise<LaneAnswer>) {
      // What the client sends meanwhile waits in the socket, read in order after the answer.
      busy.add(socket);
      socket.pause();
      let answer: LaneAnswer;
      try {
        answer = await pending;
      } catch {
        return socket.destroy();
      } finally {
        busy.delete(socket);
      }
      if (socket.destroyed) return;
      const lines = answer.close ? closingLines() : connectionLines(server.keepAliveTimeout);
      const parts = answer.body ? [answer.wireHead, lines, answer.body] : [answer.wireHead, lines];
      send(Buffer.concat(parts));
      if (answer.close || closing) socket.end();
      else socket.resume();
    }
    function send(bytes: Buffer) {
      socket.write(bytes);
      // As node:http does: a second more than it advertises, so the client closes first. Each
      // read and write restarts the timer, so it is set once, not per answer.
      if (!answered) socket.setTimeout(server.keepAliveTimeout && server.keepAliveTimeout + 1000);
      answered = true;
    }
    // An idle connection's timer; an answer under way is the app's to finish, as in node:http.
    const onTimeout = () => busy.has(socket) || socket.destroy();
    // A half-closed client has asked its last: node:http ends such a connection too.
    const onEnd = () => socket.end();
    const onError = () => socket.destroy();
    const onClose = () => sockets.delete(socket);

    function handOff(chunk: Buffer) {
      socket.off("data", onData).off("timeout", onTimeout).off("end", onEnd).off("error", onError);
      socket.setTimeout(0);
      sockets.delete(socket);
      // Paused so the chunk waits for node:http's reader instead of being emitted to nobody.
      socket.pause();
      socket.unshift(chunk);
      nodeHttp.call(server, socket);
      socket.resume();
    }

    socket.on("data", onData).on("timeout", onTimeout).on("end", onEnd).on("error", onError);
    socket.once("close", onClose);
  });

  return {
    closeIdle() {
      closing = true;
      for (const socket of sockets) if (!busy.has(socket)) socket.end();
    },
  };
}

/** The headers node:http adds after an answer's own, built once a second as node:http does. */
let builtFor = { second: -1, keepAliveTimeoutMs: -1 };
let lines = Buffer.alloc(0);
function connectionLines(keepAliveTimeoutMs: number): Buffer {
  const second = Math.floor(Date.now() / 1000);
  if (second !== builtFor.second || keepAliveTimeoutMs !== builtFor.keepAliveTimeoutMs) {
    builtFor = { second, keepAliveTimeoutMs };
    // node:http advertises the timeout only when it has one.
    const advertised = keepAliveTimeoutMs
      ? `Keep-Alive: timeout=${Math.floor(keepAliveTimeoutMs / 1000)}\r\n`
      : "";
    lines = Buffer.from(`${dateLine(second)}Connection: keep-alive\r\n${advertised}\r\n`, "latin1");
  }
  return lines;
}

/** The lines of an answer after which the connection ends, as node:http writes them. */
function closingLines(): Buffer {
  return Buffer.from(`${dateLine(Math.floor(Date.now() / 1000))}Connection: close\r\n\r\n`);
}

function dateLine(second: number): string {
  return `Date: ${new Date(second * 1000).toUTCString()}\r\n`;
}

/**
 * Each answer in one piece, for the second its Date names: one write, not three. Measured
 * (docs/decisions/103): a corked `writev` of the three parts cost about 2 µs more per answer.
 * Only the answers of the current second are kept, so the copies never outgrow what was
 * answered in a second, whatever the page cache holds.
 */
const joined = new Map<LaneAnswer, Buffer>();
let joinedWith: Buffer | null = null;
function wholeAnswer(answer: LaneAnswer, lines: Buffer): Buffer {
  if (lines !== joinedWith) {
    joined.clear();
    joinedWith = lines;
  }
  let bytes = joined.get(answer);
  if (!bytes) {
    const parts = answer.body ? [answer.wireHead, lines, answer.body] : [answer.wireHead, lines];
    bytes = Buffer.concat(parts);
    joined.set(answer, bytes);
  }
  return bytes;
}
