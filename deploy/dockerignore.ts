/**
 * .dockerignore, with Docker's rules: patterns are relative to the context root, `**` matches
 * any number of folders, a matching folder excludes everything in it, the last matching
 * pattern wins and `!` re-includes.
 */
import path from 'node:path';
import { read } from './repo.ts';

interface IgnoreRule {
  negate: boolean;
  regex: RegExp;
  pattern: string;
}

function globToRegex(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        // `**/` matches zero or more folders; a trailing `**` matches everything below.
        if (glob[i + 2] === '/') {
          out += '(?:.*/)?';
          i += 2;
        } else {
          out += '.*';
          i += 1;
        }
      } else {
        out += '[^/]*';
      }
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '[') {
      const end = glob.indexOf(']', i);
      if (end === -1) out += '\\[';
      else {
        out += `[${glob.slice(i + 1, end).replace(/^!/, '^')}]`;
        i = end;
      }
    } else {
      out += c.replace(/[.+^${}()|\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${out}$`);
}

export function dockerignoreMatcher(text: string): (rel: string) => boolean {
  const rules: IgnoreRule[] = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = path.posix.normalize((negate ? line.slice(1) : line).trim().replace(/^\/+/, '')).replace(/\/+$/, '');
      return { negate, pattern, regex: globToRegex(pattern) };
    });
  return (rel: string) => {
    const parts = path.posix.normalize(rel).replace(/^\.\//, '').split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let excluded = false;
    for (const rule of rules) {
      if (prefixes.some((prefix) => rule.regex.test(prefix))) excluded = !rule.negate;
    }
    return excluded;
  };
}

/** Whether the repository's own .dockerignore keeps a file out of the build context. */
export const isExcluded = dockerignoreMatcher(read('.dockerignore'));
