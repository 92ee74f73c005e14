/**
 * File operations of the live renderer (live-render.ts) on the live pages folder: writes a
 * reader never sees half of, and the clean-up of pages an earlier run left behind.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Writes a file so that a reader sees the old or the new content, never half of one. */
export function writeAtomic(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, content, { mode: 0o644 });
  fs.renameSync(temp, file);
}

/** Pages of an earlier run whose route is gone (a file deleted while the renderer was stopped). */
export function removeStrays(liveDir: string, routes: Set<string>): void {
  for (const entry of fs.readdirSync(liveDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    if (routes.has(`/${entry.name}`)) continue;
    fs.rmSync(path.join(liveDir, entry.name), { recursive: true, force: true });
  }
}
