/**
 * The knowledge files as the live renderer (live-render.ts) sees them: each file's last version
 * that passed the checks, kept in memory and in `.sources/` of the live folder (so it survives a
 * restart), and the log of files that fail the checks, each said once and again when fixed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { KnowledgeFormatError, parseKnowledgeFile } from '@site/contracts/knowledge';
import { type KnowledgeSource, describeErrors } from './knowledge-pages';
import { writeAtomic } from './live-files';

export interface KnowledgeSources {
  /** Reads the folder: the last good version of every file, and the errors of those that fail. */
  read(): { sources: KnowledgeSource[]; errors: KnowledgeFormatError[] };
  /** Logs the errors not logged yet (and the files fixed or deleted since); `refused` are the site's own. */
  report(errors: KnowledgeFormatError[], refused: ReadonlySet<KnowledgeFormatError>): void;
}

export function knowledgeSources(dir: string, keptDir: string, log: (line: string) => void): KnowledgeSources {
  /** The last version of each file that passed the checks, by file name. */
  const lastGood = new Map<string, KnowledgeSource>();
  /** What `.sources/` holds of each file since this process wrote it: a sync writes only what changed, and reads none of it back. */
  const keptText = new Map<string, string>();
  const reported = new Map<string, string>();

  const read = (): { sources: KnowledgeSource[]; errors: KnowledgeFormatError[] } => {
    const errors: KnowledgeFormatError[] = [];
    const names = new Set(fs.readdirSync(dir).filter((name) => name.endsWith('.md')));
    for (const name of [...lastGood.keys()]) {
      if (names.has(name)) continue;
      lastGood.delete(name);
      keptText.delete(name);
      fs.rmSync(path.join(keptDir, name), { force: true });
    }
    for (const name of [...names].sort()) {
      let raw: string;
      try {
        raw = fs.readFileSync(path.join(dir, name), 'utf8');
      } catch {
        continue;
      }
      try {
        const parsed = parseKnowledgeFile(raw, name);
        lastGood.set(name, { name, parsed });
        if (keptText.get(name) !== raw) {
          writeAtomic(path.join(keptDir, name), raw);
          keptText.set(name, raw);
        }
      } catch (error) {
        if (!(error instanceof KnowledgeFormatError)) throw error;
        errors.push(error);
        if (!lastGood.has(name)) {
          // After a restart, the copy kept by an earlier run is the last good version.
          try {
            lastGood.set(name, { name, parsed: parseKnowledgeFile(fs.readFileSync(path.join(keptDir, name), 'utf8'), name) });
          } catch {
            // None kept: the file is left out until it is fixed.
          }
        }
      }
    }
    return { sources: [...lastGood.values()].sort((a, b) => a.name.localeCompare(b.name)), errors };
  };

  const report = (errors: KnowledgeFormatError[], refused: ReadonlySet<KnowledgeFormatError>) => {
    const now = new Map(errors.map((error) => [`${error.file}|${error.message}`, error]));
    for (const [key, error] of now) {
      if (reported.has(key)) continue;
      const kept = lastGood.get(error.file);
      const fate = refused.has(error)
        ? 'its page is left out until then'
        : kept?.parsed.meta.page
          ? `its last good page stays at ${kept.parsed.meta.route}`
          : kept
            ? 'its last good version stays'
            : 'it is left out until fixed';
      log(`error: ${describeErrors([error], dir)} (${fate})`);
    }
    for (const key of reported.keys()) {
      if (now.has(key)) continue;
      const name = key.split('|')[0]!;
      log(`${fs.existsSync(path.join(dir, name)) ? 'fixed' : 'deleted'}: ${name}`);
    }
    reported.clear();
    for (const key of now.keys()) reported.set(key, key);
  };

  return { read, report };
}
