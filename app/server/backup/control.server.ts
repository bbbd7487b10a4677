import { existsSync, unlinkSync } from "node:fs";
import { chmod } from "node:fs/promises";
import { connect, createServer, type Server } from "node:net";
import path from "node:path";

/*
 * `npm run db:backup` asks the running server for a backup through a Unix socket
 * in the data directory: only someone who can read the data directory (who could
 * copy the database anyway) can ask, and nothing listens on the network.
 */

// sun_path holds 107 bytes on Linux; leave room.
const MAX_SOCKET_PATH = 100;

/** The socket of the server using this data directory, or undefined when its path is too long for one. */
export function controlSocketPath(dataDir: string): string | undefined {
  const file = path.join(path.resolve(dataDir), "control.sock");
  return Buffer.byteLength(file) <= MAX_SOCKET_PATH ? file : undefined;
}

export interface ControlReply {
  ok: boolean;
  error?: string;
  [key: string]: unknown;
}

/** Listens for one-line JSON commands ({"command":"backup"}); each gets one JSON line back. */
export async function startControlSocket(
  file: string,
  commands: Record<string, () => Promise<Record<string, unknown>>>,
): Promise<Server> {
  // A socket file left by a process that crashed; this process owns the data directory now.
  if (existsSync(file)) unlinkSync(file);
  const server = createServer((socket) => {
    let input = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      input += chunk;
      if (input.length > 1024) return socket.destroy();
      const end = input.indexOf("\n");
      if (end < 0) return;
      let name = "";
      try {
        name = String((JSON.parse(input.slice(0, end)) as { command?: unknown }).command);
      } catch {
        // answered below as an unknown command
      }
      const run = Object.hasOwn(commands, name) ? commands[name] : undefined;
      const reply: Promise<ControlReply> = run
        ? run().then(
            (result) => ({ ok: true, ...result }),
            (error: Error) => ({ ok: false, error: error.message }),
          )
        : Promise.resolve({ ok: false, error: `unknown command "${name}"` });
      void reply.then((r) => socket.end(`${JSON.stringify(r)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  server.unref();
  return server;
}

/** Sends one command to the server on that socket; rejects with code ECONNREFUSED/ENOENT when none listens. */
export function sendControlCommand(
  file: string,
  command: string,
  timeoutMs = 600_000,
): Promise<ControlReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(file);
    let output = "";
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`The server did not answer within ${Math.round(timeoutMs / 1000)} s`));
    });
    socket.on("connect", () => socket.write(`${JSON.stringify({ command })}\n`));
    socket.on("data", (chunk: string) => (output += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      try {
        resolve(JSON.parse(output) as ControlReply);
      } catch {
        reject(new Error(`The server's answer was not understood: ${output.slice(0, 200)}`));
      }
    });
  });
}
