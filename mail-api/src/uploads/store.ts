/**
 * Resume files on disk, under DATA_DIR/uploads (outside any web root). Names are random
 * UUIDs chosen here; a visitor's file name never becomes part of a path.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx)$/;

export class UploadStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads');
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
  }

  /** Writes and flushes the file before the submission row that points to it is committed. */
  async save(bytes: Uint8Array, extension: '.pdf' | '.doc' | '.docx'): Promise<string> {
    const name = `${randomUUID()}${extension}`;
    const handle = await fsp.open(path.join(this.dir, name), 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return name;
  }

  /** Path of a stored file; refuses anything that is not one of our own names. */
  pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored upload name: ${JSON.stringify(name)}`);
    return path.join(this.dir, name);
  }

  remove(name: string): void {
    try {
      fs.unlinkSync(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
