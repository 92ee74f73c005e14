/** Finding, reading and hashing knowledge files. */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SCHEMA_VERSION } from './store.ts';

export const isKnowledgeFile = (file: string): boolean => file.toLowerCase().endsWith('.md');

/** Every markdown file under `root`, relative, with forward slashes, sorted. */
export async function listKnowledgeFiles(root: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter(isKnowledgeFile)
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/**
 * Hash of what the index is built from. The brand facts are filled in by the parser, so the
 * hash covers the file text and, through SCHEMA_VERSION, the passage format.
 */
export function contentHash(text: string, brandFingerprint: string): string {
  return crypto.createHash('sha256').update(SCHEMA_VERSION).update('\0').update(brandFingerprint).update('\0').update(text).digest('hex');
}
