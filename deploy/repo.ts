/**
 * The repository as the Docker build context sees it: what `git` tracks plus untracked files it
 * does not ignore (a fresh clone's files, and new work not committed yet).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

export const repoFiles: string[] = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
export const repoFileSet = new Set(repoFiles);

/** Files of the repository at `rel` (a file) or under it (a folder). */
export function filesAt(rel: string): string[] {
  const clean = path.posix.normalize(rel).replace(/^\.\//, '').replace(/\/$/, '');
  if (clean === '' || clean === '.') return repoFiles;
  if (repoFileSet.has(clean)) return [clean];
  return repoFiles.filter((file) => file.startsWith(`${clean}/`));
}

export const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[] };

/** Tests are the only thing .dockerignore may take out of a folder an image copies. */
export const isTestFile = (file: string): boolean => /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file);
