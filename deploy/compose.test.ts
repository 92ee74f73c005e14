/**
 * The production path (docker-compose.yml, the three Dockerfiles, .dockerignore, .env.example)
 * checked without a Docker engine: there is none on the development machines, so neither
 * `docker compose config` nor `docker build` is run. The files are parsed here and checked
 * against the repository: the services and their wiring, and that every file an image
 * copies from the build context exists and reaches the context.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

// ---------------------------------------------------------------------------------------
// Repository files: what `git` tracks plus untracked files it does not ignore (the build
// context as a fresh clone would have it, and new work not committed yet).

const repoFiles: string[] = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
const repoFileSet = new Set(repoFiles);

/** Files of the repository at `rel` (a file) or under it (a folder). */
function filesAt(rel: string): string[] {
  const clean = path.posix.normalize(rel).replace(/^\.\//, '').replace(/\/$/, '');
  if (clean === '' || clean === '.') return repoFiles;
  if (repoFileSet.has(clean)) return [clean];
  return repoFiles.filter((file) => file.startsWith(`${clean}/`));
}

// ---------------------------------------------------------------------------------------
// .dockerignore, with Docker's rules: patterns are relative to the context root, `**`
// matches any number of folders, a matching folder excludes everything in it, the last
// matching pattern wins and `!` re-includes.

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

const isExcluded = dockerignoreMatcher(read('.dockerignore'));

// ---------------------------------------------------------------------------------------
// Dockerfiles

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

interface Stage {
  index: number;
  name: string | undefined;
  base: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const logical: Instruction[] = [];
  let buffer = '';
  let start = 0;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    if (buffer === '' && (line.trim() === '' || line.trim().startsWith('#'))) return;
    if (buffer !== '' && line.trim().startsWith('#')) return; // comments inside a continuation
    if (buffer === '') start = i + 1;
    if (line.endsWith('\\')) {
      buffer += `${line.slice(0, -1)} `;
      return;
    }
    buffer += line;
    const match = buffer.trim().match(/^(\S+)\s*([\s\S]*)$/);
    if (match) logical.push({ keyword: match[1]!.toUpperCase(), args: match[2]!.trim(), line: start });
    buffer = '';
  });
  const stages: Stage[] = [];
  for (const instruction of logical) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const as = words.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({ index: stages.length, base: words[0]!, name: as > 0 ? words[as + 1] : undefined, instructions: [] });
    } else if (stages.length > 0) {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

interface Copy {
  from: string | undefined;
  sources: string[];
  dest: string;
  line: number;
}

function copiesOf(stage: Stage): Copy[] {
  return stage.instructions
    .filter((instruction) => instruction.keyword === 'COPY' || instruction.keyword === 'ADD')
    .map((instruction) => {
      const flags = [...instruction.args.matchAll(/--(\w[\w-]*)=(\S+)/g)];
      const rest = instruction.args.replace(/--\w[\w-]*(=\S+)?/g, '').trim();
      const words: string[] = rest.startsWith('[') ? (JSON.parse(rest) as string[]) : rest.split(/\s+/);
      return {
        from: flags.find((flag) => flag[1] === 'from')?.[2],
        sources: words.slice(0, -1),
        dest: words.at(-1)!,
        line: instruction.line,
      };
    });
}

function argsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);
}

/** The absolute WORKDIR in force at each instruction of a stage (starting from its base stage's). */
function workdirAt(stages: Stage[], stage: Stage, line: number): string {
  const baseStage = stages.find((candidate) => candidate.name === stage.base && candidate.index < stage.index);
  let dir = baseStage ? workdirAt(stages, baseStage, Infinity) : '/';
  for (const instruction of stage.instructions) {
    if (instruction.line > line) break;
    if (instruction.keyword === 'WORKDIR') dir = path.posix.resolve(dir, instruction.args);
  }
  return dir;
}

/** ENV of a stage as name -> raw value (both `ENV A=1 B=2` and `ENV A 1`). */
function envOf(stage: Stage): Map<string, string> {
  const env = new Map<string, string>();
  for (const args of argsOf(stage, 'ENV')) {
    if (!args.includes('=')) {
      const [name, ...value] = args.split(/\s+/);
      env.set(name!, value.join(' '));
      continue;
    }
    for (const pair of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) env.set(pair[1]!, pair[2]!.replace(/^"|"$/g, ''));
  }
  return env;
}

/** The stage and the stages it is built FROM, nearest first. */
function lineage(stages: Stage[], stage: Stage): Stage[] {
  const base = stages.find((candidate) => candidate.name === stage.base && candidate.index < stage.index);
  return base ? [stage, ...lineage(stages, base)] : [stage];
}

/** The shell text of every RUN in a stage and the stages it is built from. */
const runsOf = (stages: Stage[], stage: Stage): string[] => lineage(stages, stage).flatMap((s) => argsOf(s, 'RUN'));

/** Whether a RUN earlier in `stage` (or its bases) produces `source` (an absolute path in that stage). */
function producedBy(stages: Stage[], stage: Stage, source: string): boolean {
  const runs = runsOf(stages, stage);
  const workdir = workdirAt(stages, stage, Infinity);
  const relative = path.posix.relative(workdir, source);
  if (path.posix.basename(source) === 'node_modules') {
    // npm ci makes the root node_modules; a workspace's own node_modules exists only when
    // npm needs one, so the Dockerfile has to create it for the COPY not to fail.
    const npmCi = runs.some((run) => /\bnpm ci\b/.test(run));
    if (relative === 'node_modules') return npmCi;
    return npmCi && runs.some((run) => new RegExp(`mkdir -p[^&|;]*\\s${relative.replace(/[.]/g, '\\.')}(\\s|$)`).test(run));
  }
  if (relative.startsWith('web/build/')) return runs.some((run) => /npm run build -w web\b/.test(run));
  return runs.some((run) => run.includes(source) || run.includes(`"${source}`));
}

interface Image {
  file: string;
  stages: Stage[];
  final: Stage;
}

const images: Record<'web' | 'chat' | 'mail', Image> = Object.fromEntries(
  (['web', 'chat', 'mail'] as const).map((name) => {
    const file = `Dockerfile.${name}`;
    const stages = parseDockerfile(read(file));
    return [name, { file, stages, final: stages.at(-1)! }];
  }),
) as Record<'web' | 'chat' | 'mail', Image>;

/** Maps a path in the final image back to the build-context file it was copied from. */
function contextPathOf(image: Image, imagePath: string): string | undefined {
  const { stages, final } = image;
  for (const copy of copiesOf(final).reverse()) {
    if (copy.from !== undefined) continue;
    const dest = path.posix.resolve(workdirAt(stages, final, copy.line), copy.dest);
    for (const source of copy.sources) {
      const isDir = !repoFileSet.has(source);
      const target = copy.dest.endsWith('/') && !isDir ? path.posix.join(dest, path.posix.basename(source)) : dest;
      if (imagePath === target) return source;
      if (isDir && imagePath.startsWith(`${target}/`)) return path.posix.join(source, imagePath.slice(target.length + 1));
    }
  }
  return undefined;
}

const lastUser = (stage: Stage): string | undefined => argsOf(stage, 'USER').at(-1);
const isRootUser = (user: string | undefined): boolean => user === undefined || /^(root|0)(:.*)?$/.test(user.trim());

/** The command of CMD/ENTRYPOINT in exec form. */
function execForm(stage: Stage, keyword: string): string[] {
  const raw = argsOf(stage, keyword).at(-1);
  return raw?.startsWith('[') ? (JSON.parse(raw) as string[]) : [];
}

const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[] };

/** Tests are the only thing .dockerignore may take out of a folder an image copies. */
const isTestFile = (file: string): boolean => /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file);

describe.each(Object.entries(images))('Dockerfile.%s', (name, image) => {
  const { stages, final } = image;

  it('copies from the build context only files and folders that exist in the repository', () => {
    const missing: string[] = [];
    for (const stage of stages) {
      for (const copy of copiesOf(stage)) {
        if (copy.from !== undefined) continue;
        expect(copy.sources.length, `${image.file}:${copy.line} has no source`).toBeGreaterThan(0);
        for (const source of copy.sources) {
          expect(source, `${image.file}:${copy.line}: no globs or paths outside the context`).toMatch(/^[\w./-]+$/);
          expect(source.startsWith('..') || source.startsWith('/'), `${image.file}:${copy.line}: ${source}`).toBe(false);
          if (filesAt(source).length === 0) missing.push(`${image.file}:${copy.line} ${source}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('copies nothing that .dockerignore keeps out of the build context', () => {
    const problems: string[] = [];
    for (const stage of stages) {
      for (const copy of copiesOf(stage)) {
        if (copy.from !== undefined) continue;
        for (const source of copy.sources) {
          const files = filesAt(source);
          const kept = files.filter((file) => !isExcluded(file));
          if (isExcluded(source) || (files.length > 0 && kept.length === 0)) {
            problems.push(`${image.file}:${copy.line} ${source} is excluded`);
            continue;
          }
          for (const file of files) {
            if (isExcluded(file) && !isTestFile(file)) problems.push(`${image.file}:${copy.line} ${source}: ${file} is excluded`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('copies --from earlier stages only what a step of that stage produces', () => {
    const problems: string[] = [];
    for (const stage of stages) {
      for (const copy of copiesOf(stage)) {
        if (copy.from === undefined) continue;
        const source = stages.find((candidate) => candidate.name === copy.from && candidate.index < stage.index);
        if (!source) {
          problems.push(`${image.file}:${copy.line}: no earlier stage named ${copy.from}`);
          continue;
        }
        for (const file of copy.sources) {
          const absolute = path.posix.resolve(workdirAt(stages, source, Infinity), file);
          if (!producedBy(stages, source, absolute)) problems.push(`${image.file}:${copy.line}: nothing in stage ${copy.from} makes ${absolute}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('installs with npm ci after copying the lockfile, .npmrc and every workspace manifest', () => {
    const stage = stages.find((candidate) => argsOf(candidate, 'RUN').some((run) => /\bnpm ci\b/.test(run)));
    expect(stage, 'a stage runs npm ci').toBeDefined();
    const npmCiLine = stage!.instructions.find((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args))!.line;
    const copiedBefore = copiesOf(stage!)
      .filter((copy) => copy.from === undefined && copy.line < npmCiLine)
      .flatMap((copy) =>
        copy.sources.map((source) => path.posix.relative('/app', path.posix.resolve(workdirAt(stages, stage!, copy.line), copy.dest.endsWith('/') ? path.posix.join(copy.dest, path.posix.basename(source)) : copy.dest))),
      );
    const wanted = ['package.json', 'package-lock.json', '.npmrc', ...rootPackage.workspaces.map((ws) => `${ws}/package.json`)];
    for (const file of wanted) expect(copiedBefore, `${image.file} copies ${file} before npm ci`).toContain(file);
    // Nothing but manifests before npm ci, so a source change keeps the dependency layer.
    for (const file of copiedBefore) expect(file, `${image.file}: ${file} before npm ci`).toMatch(/(^|\/)(package\.json|package-lock\.json|\.npmrc)$/);
    // The workspaces named with -w exist.
    const run = argsOf(stage!, 'RUN').find((r) => /\bnpm ci\b/.test(r))!;
    for (const ws of [...run.matchAll(/-w\s+(\S+)/g)].map((m) => m[1]!)) expect(rootPackage.workspaces).toContain(ws);
  });

  it('runs as an unprivileged user, with a health check, without build tools', () => {
    expect(isRootUser(lastUser(final)), `${image.file}: final USER ${lastUser(final)}`).toBe(false);
    expect(argsOf(final, 'HEALTHCHECK').length, `${image.file} has a HEALTHCHECK`).toBe(1);
    expect(argsOf(final, 'HEALTHCHECK')[0]).not.toMatch(/^NONE/);
    const finalRuns = runsOf(stages, final).join('\n');
    expect(finalRuns, `${image.file}: compilers stay in the build stage`).not.toMatch(/apt-get install[^\n]*\b(g\+\+|make|python3|build-essential)\b/);
  });

  if (name !== 'web') {
    it('starts node directly on a server file the image contains, with production dependencies only', () => {
      const cmd = execForm(final, 'CMD');
      expect(cmd.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
      const entry = path.posix.resolve(workdirAt(stages, final, Infinity), cmd.at(-1)!);
      const contextFile = contextPathOf(image, entry);
      expect(contextFile, `${image.file}: ${entry} comes from the build context`).toBeDefined();
      expect(repoFileSet.has(contextFile!), `${contextFile} exists`).toBe(true);
      const npmCi = runsOf(stages, stages.find((s) => s.name === 'deps')!).find((run) => /\bnpm ci\b/.test(run))!;
      expect(npmCi).toMatch(/--omit=dev/);
      // better-sqlite3 compiles from source when no prebuilt binary fits.
      const deps = stages.find((s) => s.name === 'deps')!;
      expect(argsOf(deps, 'RUN').join('\n')).toMatch(/apt-get install[^\n]*python3[^\n]*make[^\n]*g\+\+/);
      // tsx runs the TypeScript in production, so it must be a dependency of the service.
      const workspace = path.posix.basename(workdirAt(stages, final, Infinity));
      const pkg = JSON.parse(read(`${workspace}/package.json`)) as { dependencies?: Record<string, string> };
      expect(Object.keys(pkg.dependencies ?? {})).toContain('tsx');
      expect(npmCi).toContain(`-w ${workspace}`);
      expect(npmCi).toContain('-w contracts');
    });
  }
});

describe('image specifics', () => {
  it('web: nginx serves the build with the one server template and sets every variable it uses', () => {
    const { final, stages } = images.web;
    expect(final.base).toMatch(/NGINX_IMAGE|nginx-unprivileged/);
    const template = read('deploy/nginx/site.conf.template');
    const used = new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]!));
    const env = envOf(final);
    for (const name of used) expect(env.has(name), `Dockerfile.web sets ${name}`).toBe(true);
    const copies = copiesOf(final);
    const templateCopy = copies.find((copy) => copy.sources.includes('deploy/nginx/site.conf.template'));
    expect(templateCopy?.dest).toMatch(/^\/etc\/nginx\/templates\/.+\.conf\.template$/);
    // The snippets the template includes and the site it serves come from the build stage.
    const fromBuild = (dest: string) => copies.find((copy) => copy.from !== undefined && copy.dest === dest);
    expect(fromBuild(env.get('SITE_ROOT')!)?.sources).toEqual(['/app/web/build/client']);
    expect(fromBuild(env.get('NGINX_SNIPPETS')!)?.sources).toEqual(['/app/web/build/nginx']);
    expect(argsOf(final, 'EXPOSE')).toEqual([env.get('LISTEN_PORT')]);
    // The web build writes those folders.
    expect(read('web/scripts/postbuild.ts')).toMatch(/'build',\s*'nginx'/);
    expect(read('web/scripts/postbuild.ts')).toMatch(/'build',\s*'client'/);
    for (const snippet of template.matchAll(/include \$\{NGINX_SNIPPETS\}\/(\S+);/g)) {
      expect(read('web/scripts/postbuild.ts'), `the web build writes ${snippet[1]}`).toContain(snippet[1]!);
    }
    expect(stages[0]!.base).toMatch(/NODE_IMAGE|node:20/);
  });

  it('chat: the embedding model is fetched at build time into EMBEDDING_MODEL_DIR', () => {
    const { final, stages } = images.chat;
    const modelStage = stages.find((stage) => argsOf(stage, 'RUN').some((run) => run.includes('fetch-model.ts')));
    expect(modelStage, 'a stage runs chat-service/scripts/fetch-model.ts').toBeDefined();
    const run = argsOf(modelStage!, 'RUN').find((r) => r.includes('fetch-model.ts'))!;
    const target = run.split(/\s+/).at(-1)!.replace(/^"|"$/g, '');
    expect(envOf(final).get('EMBEDDING_MODEL_DIR')).toBe(target);
    const modelCopy = copiesOf(final).find((copy) => copy.from === modelStage!.name);
    expect(modelCopy, 'the final stage copies the model').toBeDefined();
    expect(target.startsWith(`${modelCopy!.sources[0]!}/`)).toBe(true);
    expect(fs.existsSync(path.join(root, 'chat-service/scripts/fetch-model.ts'))).toBe(true);
    // The default knowledge is in the image; compose mounts the real folder over it.
    expect(contextPathOf(images.chat, `${envOf(final).get('KNOWLEDGE_DIR')}/product-overview.md`)).toBe('knowledge/product-overview.md');
    expect(argsOf(final, 'EXPOSE')).toEqual(['5000']);
    expect(envOf(final).get('CHAT_PORT')).toBe('5000');
  });

  it('mail: listens on all interfaces of the container, on 3001, with DATA_DIR a volume', () => {
    const { final } = images.mail;
    const env = envOf(final);
    expect(env.get('MAIL_API_HOST')).toBe('0.0.0.0');
    expect(env.get('MAIL_API_PORT')).toBe('3001');
    expect(argsOf(final, 'EXPOSE')).toEqual(['3001']);
    expect(argsOf(final, 'VOLUME').join(' ')).toContain(env.get('DATA_DIR')!);
  });
});

// ---------------------------------------------------------------------------------------
// docker-compose.yml

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
interface Service {
  image?: string;
  build?: { context?: string; dockerfile?: string } | string;
  ports?: string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: (string | { type?: string; source?: string; target: string; read_only?: boolean })[];
  depends_on?: string[] | Record<string, { condition?: string; required?: boolean }>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  restart?: string;
  user?: string;
  profiles?: string[];
  command?: string[] | string;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, Json>;
}

const composeText = read('docker-compose.yml');
const compose = parseYaml(composeText, { merge: true }) as Compose;
const services = compose.services;

/** `.env.example`: NAME=value lines, and names only mentioned in comments (`# NAME=...`). */
const envExample = read('.env.example');
const envDefaults = new Map([...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.trim()]));
const envMentioned = new Set([...envExample.matchAll(/^#\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));

/** Every `${VAR}` / `${VAR:-default}` in the compose file's values, with the default given. */
function interpolations(value: unknown, out: { name: string; fallback: string | undefined }[] = []) {
  if (typeof value === 'string') {
    for (const m of value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g)) {
      out.push({ name: (m[1] ?? m[3])!, fallback: m[2] });
    }
  } else if (Array.isArray(value)) value.forEach((item) => interpolations(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => interpolations(item, out));
  return out;
}

/** The value compose gives a string when the .env file is the example. */
const resolve = (value: string): string =>
  value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}/g, (_, name: string, fallback?: string) => envDefaults.get(name) ?? fallback ?? '');

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((pair) => [pair.split('=')[0]!, pair.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

interface Mount {
  type: 'volume' | 'bind';
  source: string;
  target: string;
  readOnly: boolean;
}
function mountsOf(service: Service): Mount[] {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume === 'string') {
      const [source, target, mode] = volume.split(':');
      const isBind = /^[./~]/.test(source!);
      return { type: isBind ? 'bind' : 'volume', source: source!, target: target!, readOnly: (mode ?? '').split(',').includes('ro') };
    }
    return { type: volume.type === 'bind' ? 'bind' : 'volume', source: volume.source ?? '', target: volume.target, readOnly: volume.read_only === true };
  });
}

function dependsOn(service: Service): Record<string, { condition: string; required: boolean }> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [name, { condition: 'service_started', required: true }]));
  return Object.fromEntries(Object.entries(deps).map(([name, dep]) => [name, { condition: dep.condition ?? 'service_started', required: dep.required ?? true }]));
}

function publishedPorts(service: Service): { host: string; container: string }[] {
  return (service.ports ?? []).map((port) => {
    const parts = resolve(String(port)).split(':');
    return { host: parts.at(-2)!, container: parts.at(-1)!.replace(/\/.*$/, '') };
  });
}

const imageOf = (service: Service): Image | undefined => {
  const dockerfile = typeof service.build === 'object' ? service.build.dockerfile : undefined;
  return Object.values(images).find((image) => image.file === dockerfile);
};

/** Services that run until stopped (everything but one-shot jobs). */
const longRunning = Object.entries(services).filter(([, service]) => service.restart !== 'no');

/** Third-party images that cannot run unprivileged as configured here, with the reason. */
const rootAllowed: Record<string, string> = {
  ollama: 'the official image keeps its models under /root/.ollama and publishes no port',
};

/** The settings the services read under these names (README's Configuration table); .env.example documents every one. */
const operatorSettings = [
  'PORT', 'MAIL_API_PORT', 'CHAT_PORT', 'DATA_DIR', 'SMTP_URL', 'MAIL_TO', 'MAIL_FROM', 'MAIL_ACK', 'ALLOWED_ORIGINS',
  'KNOWLEDGE_DIR', 'EMBEDDING_MODEL_DIR', 'OLLAMA_HOST', 'OLLAMA_MODEL', 'SUBMISSION_RETENTION_DAYS',
];

describe('docker-compose.yml', () => {
  it('has the site, its two services, the live renderer, Ollama with its one-shot pull, and the dev mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(['chat-service', 'knowledge-pages', 'mail-api', 'mailpit', 'ollama', 'ollama-pull', 'web']);
    expect(imageOf(services.web!)?.file).toBe('Dockerfile.web');
    expect(imageOf(services['knowledge-pages']!)?.file).toBe('Dockerfile.web');
    expect(imageOf(services['mail-api']!)?.file).toBe('Dockerfile.mail');
    expect(imageOf(services['chat-service']!)?.file).toBe('Dockerfile.chat');
    for (const [name, service] of Object.entries(services)) {
      if (typeof service.build === 'object') {
        expect(service.build.context, `${name} builds from the repository root`).toBe('.');
        expect(fs.existsSync(path.join(root, service.build.dockerfile ?? 'Dockerfile')), `${name}'s Dockerfile exists`).toBe(true);
      } else {
        expect(service.image, `${name} has an image or a build`).toMatch(/\S/);
      }
    }
    expect(services.ollama!.image).toMatch(/^ollama\/ollama(:|$)/);
    expect(services['ollama-pull']!.image).toBe(services.ollama!.image);
    expect(services.mailpit!.profiles).toEqual(['dev-mail']);
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'mailpit') expect(service.profiles, `${name} starts with a plain docker compose up`).toBeUndefined();
    }
  });

  it('publishes the site on port 80 and the chat service on 5000, on the ports the images listen on', () => {
    expect(publishedPorts(services.web!)).toEqual([{ host: '80', container: envOf(images.web.final).get('LISTEN_PORT') }]);
    expect(publishedPorts(services['chat-service']!)).toEqual([{ host: '5000', container: '5000' }]);
    expect(environmentOf(services['chat-service']!).CHAT_PORT ?? envOf(images.chat.final).get('CHAT_PORT')).toBe('5000');
    expect(services['mail-api']!.ports, 'the mail API is reached through nginx only').toBeUndefined();
    expect(services.ollama!.ports, 'Ollama is reached on the compose network only').toBeUndefined();
    for (const port of publishedPorts(services.mailpit!)) expect(resolve(services.mailpit!.ports!.join(' '))).toContain(`127.0.0.1:${port.host}`);
  });

  it('nginx proxies to the compose services on the ports they listen on', () => {
    const env = envOf(images.web.final);
    const [mailHost, mailPort] = env.get('MAIL_API_UPSTREAM')!.split(':');
    const [chatHost, chatPort] = env.get('CHAT_UPSTREAM')!.split(':');
    expect(mailHost).toBe('mail-api');
    expect(chatHost).toBe('chat-service');
    expect(environmentOf(services['mail-api']!).MAIL_API_PORT ?? envOf(images.mail.final).get('MAIL_API_PORT')).toBe(mailPort);
    expect(environmentOf(services['chat-service']!).CHAT_PORT ?? envOf(images.chat.final).get('CHAT_PORT')).toBe(chatPort);
    const mailHostSetting = environmentOf(services['mail-api']!).MAIL_API_HOST ?? envOf(images.mail.final).get('MAIL_API_HOST');
    expect(mailHostSetting, 'the mail API must listen beyond its own loopback').toBe('0.0.0.0');
  });

  it('gives every long-running service a health check on the port it listens on', () => {
    expect(longRunning.map(([name]) => name).sort()).toEqual(['chat-service', 'knowledge-pages', 'mail-api', 'mailpit', 'ollama', 'web']);
    for (const [name, service] of longRunning) {
      const test = service.healthcheck?.test;
      expect(service.healthcheck?.disable, name).not.toBe(true);
      expect(Array.isArray(test) ? test[0] : test, `${name} has a health check`).toMatch(/^(CMD|CMD-SHELL)$|\S/);
      expect(Array.isArray(test) ? test[0] : '', name).not.toBe('NONE');
    }
    const healthTest = (name: string) => ([] as string[]).concat(services[name]!.healthcheck!.test!).join(' ');
    expect(healthTest('mail-api')).toContain(`:${environmentOf(services['mail-api']!).MAIL_API_PORT}/health`);
    expect(healthTest('chat-service')).toContain(`:${environmentOf(services['chat-service']!).CHAT_PORT}/health`);
    expect(healthTest('web')).toContain(`:${envOf(images.web.final).get('LISTEN_PORT')}/`);
    // The live renderer listens on nothing: healthy while it keeps rewriting its status file.
    expect(healthTest('knowledge-pages')).toContain(`${environmentOf(services['knowledge-pages']!).LIVE_PAGES_DIR}/status.json`);
  });

  it('starts the site after healthy APIs, pulls the model after Ollama is healthy, and never blocks chat on the model', () => {
    expect(dependsOn(services.web!)).toEqual({
      'mail-api': { condition: 'service_healthy', required: true },
      'chat-service': { condition: 'service_healthy', required: true },
    });
    expect(dependsOn(services['ollama-pull']!).ollama?.condition).toBe('service_healthy');
    for (const [dep, { condition, required }] of Object.entries(dependsOn(services['chat-service']!))) {
      expect(['ollama', 'knowledge-pages']).toContain(dep);
      expect(condition, 'chat answers without a model or live pages: do not wait for them').toBe('service_started');
      expect(required).toBe(false);
    }
    for (const [name, service] of Object.entries(services)) {
      for (const dep of Object.keys(dependsOn(service))) expect(Object.keys(services), `${name} depends on ${dep}`).toContain(dep);
    }
  });

  it('restarts long-running services unless stopped; the model pull runs once', () => {
    for (const [name, service] of longRunning) expect(service.restart, name).toBe('unless-stopped');
    expect(services['ollama-pull']!.restart).toBe('no');
    const command = ([] as string[]).concat(services['ollama-pull']!.command ?? []);
    expect(command[0]).toBe('pull');
    expect(command[1]).toMatch(/^\$\{OLLAMA_MODEL[:}-]/);
    expect(environmentOf(services['ollama-pull']!).OLLAMA_HOST).toBe(environmentOf(services['chat-service']!).OLLAMA_HOST);
  });

  it('declares the named volumes it uses and uses the ones it declares, for the data that must survive', () => {
    const declared = Object.keys(compose.volumes ?? {}).sort();
    const used = Object.values(services).flatMap((service) => mountsOf(service).filter((m) => m.type === 'volume').map((m) => m.source));
    expect([...new Set(used)].sort()).toEqual(declared);
    for (const name of ['mail-api', 'chat-service']) {
      const dataDir = environmentOf(services[name]!).DATA_DIR;
      expect(dataDir, `${name} sets DATA_DIR`).toBeTruthy();
      const mount = mountsOf(services[name]!).find((m) => m.target === dataDir);
      expect(mount?.type, `${name}'s DATA_DIR (${dataDir}) is on a named volume`).toBe('volume');
      expect(mount?.readOnly).toBe(false);
    }
    const dataVolumes = ['mail-api', 'chat-service'].map((name) => mountsOf(services[name]!).find((m) => m.target === '/data')!.source);
    expect(new Set(dataVolumes).size, 'mail and chat keep separate volumes').toBe(2);
    expect(mountsOf(services.ollama!).find((m) => m.target === '/root/.ollama')?.type).toBe('volume');
  });

  it('mounts the knowledge folder read-only where the chat service reads it', () => {
    const chat = services['chat-service']!;
    const knowledgeDir = environmentOf(chat).KNOWLEDGE_DIR ?? envOf(images.chat.final).get('KNOWLEDGE_DIR');
    const mount = mountsOf(chat).find((m) => m.target === knowledgeDir);
    expect(mount, `a mount at ${knowledgeDir}`).toBeDefined();
    expect(mount!.type).toBe('bind');
    expect(path.posix.normalize(mount!.source)).toBe('knowledge');
    expect(mount!.readOnly).toBe(true);
    expect(filesAt('knowledge').some((file) => file.endsWith('.md'))).toBe(true);
  });

  it('renders live pages from the same knowledge folder into a volume web serves read-only, ahead of its baked pages', () => {
    const live = services['knowledge-pages']!;
    expect((live.build as { target?: string }).target).toBe('live');
    expect(images.web.stages.some((stage) => stage.name === 'live')).toBe(true);
    const liveDir = environmentOf(live).LIVE_PAGES_DIR!;
    const knowledge = mountsOf(live).find((m) => m.target === environmentOf(live).KNOWLEDGE_DIR);
    expect(path.posix.normalize(knowledge!.source)).toBe('knowledge');
    expect(knowledge!.readOnly).toBe(true);
    const written = mountsOf(live).find((m) => m.target === liveDir)!;
    expect(written.type).toBe('volume');
    expect(written.readOnly).toBe(false);
    const served = mountsOf(services.web!).find((m) => m.source === written.source)!;
    expect(served.target).toBe(envOf(images.web.final).get('LIVE_ROOT'));
    expect(served.readOnly).toBe(true);
    const checked = mountsOf(services['chat-service']!).find((m) => m.source === written.source)!;
    expect(checked.target).toBe(environmentOf(services['chat-service']!).LIVE_PAGES_DIR);
    expect(checked.readOnly).toBe(true);
    // The site never waits for the renderer: without it, the baked pages serve.
    expect(Object.keys(dependsOn(services.web!))).not.toContain('knowledge-pages');
  });

  it('documents every variable it reads in .env.example, with the same defaults', () => {
    const used = interpolations(compose);
    expect(used.length).toBeGreaterThan(5);
    for (const { name, fallback } of used) {
      expect(envDefaults.has(name), `${name} is set in .env.example`).toBe(true);
      if (fallback !== undefined) expect(envDefaults.get(name), `${name}: .env.example and the compose default agree`).toBe(fallback);
    }
    for (const name of envDefaults.keys()) {
      expect(used.map((u) => u.name), `${name} in .env.example is read by docker-compose.yml`).toContain(name);
    }
    for (const name of operatorSettings) {
      expect(envDefaults.has(name) || envMentioned.has(name), `.env.example documents ${name}`).toBe(true);
    }
  });

  it('passes each operator setting to the services under the name the services read', () => {
    const mail = environmentOf(services['mail-api']!);
    for (const name of ['SMTP_URL', 'MAIL_TO', 'MAIL_FROM', 'MAIL_ACK', 'ALLOWED_ORIGINS', 'SUBMISSION_RETENTION_DAYS', 'PORT']) {
      expect(mail[name], `mail-api ${name}`).toMatch(new RegExp(`^\\$\\{${name}(:-[^}]*)?\\}$`));
    }
    const chat = environmentOf(services['chat-service']!);
    for (const name of ['OLLAMA_HOST', 'OLLAMA_MODEL']) expect(chat[name], `chat-service ${name}`).toMatch(new RegExp(`^\\$\\{${name}(:-[^}]*)?\\}$`));
    // An empty EMBEDDING_MODEL_DIR would turn the image's model off.
    expect(chat.EMBEDDING_MODEL_DIR ?? envOf(images.chat.final).get('EMBEDDING_MODEL_DIR')).toMatch(/^\/models\//);
  });

  it('runs no service as root where the image allows another user', () => {
    for (const [name, service] of Object.entries(services)) {
      const image = imageOf(service);
      if (image) {
        const imageUser = lastUser(image.final);
        expect(isRootUser(imageUser), `${image.file} USER`).toBe(false);
        if (service.user !== undefined) expect(String(service.user), `${name} runs as its image's user`).toBe(imageUser);
      } else if (rootAllowed[name] === undefined) {
        expect(service.user, `${name} sets a user`).toBeDefined();
        expect(isRootUser(String(service.user)), `${name} user ${service.user}`).toBe(false);
      } else {
        expect(service.ports, `${name} runs as root: it must stay off the host's ports`).toBeUndefined();
      }
    }
  });
});

describe('.dockerignore', () => {
  it('keeps installed modules, build outputs, data, secrets, git and test results out of the context', () => {
    for (const file of [
      'node_modules/yaml/package.json',
      'web/node_modules/x',
      'mail-api/node_modules/x',
      'web/build/client/index.html',
      'web/.react-router/types/x.ts',
      'data/mail.sqlite',
      'chat-service/data.sqlite',
      '.git/HEAD',
      '.env',
      '.env.production',
      'test-results/x.json',
      'playwright-report/index.html',
      'tests/e2e/site.spec.ts',
      'mail-api/test/forms.test.ts',
      'chat-service/prof.tmp.ts',
    ]) {
      expect(isExcluded(file), file).toBe(true);
    }
    for (const file of ['.env.example', 'package.json', 'knowledge/contact.md', 'web/app/root.tsx', 'tests/package.json']) {
      expect(isExcluded(file), file).toBe(false);
    }
  });

  it('is read with Docker rules (folder exclusion, **, last match wins, ! re-includes)', () => {
    const match = dockerignoreMatcher('node_modules\n**/build\n*.log\n!keep.log\nsrc/**/gen\nlogs/*\n!logs/a.txt');
    expect(match('node_modules/x/y.js')).toBe(true);
    expect(match('web/node_modules/x')).toBe(false);
    expect(match('build/a')).toBe(true);
    expect(match('a/b/build/c')).toBe(true);
    expect(match('x.log')).toBe(true);
    expect(match('keep.log')).toBe(false);
    expect(match('dir/x.log')).toBe(false);
    expect(match('src/a/b/gen/file.ts')).toBe(true);
    expect(match('src/gen/file.ts')).toBe(true);
    expect(match('logs/b.txt')).toBe(true);
    expect(match('logs/a.txt')).toBe(false);
  });
});
