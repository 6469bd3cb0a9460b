// The demo server as `npm start` runs it (the reference API included), in a child process on a free port.
import { spawn } from 'node:child_process';

/** Starts demo/serve.ts: resolves with its URL and a way to stop it. */
export function startDemo(): Promise<{ url: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/serve.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      const port = /localhost:(\d+)/.exec(String(chunk))?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}/`, stop: () => child.kill() });
    });
  });
}
