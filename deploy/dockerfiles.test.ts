/**
 * The three Dockerfiles, checked without a Docker engine (there is none on the development
 * machines): every file an image copies from the build context exists and reaches the context,
 * and each image installs, runs and checks its health as the deployment expects.
 */
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isExcluded } from './dockerignore.ts';
import { filesAt, isTestFile, read, repoFileSet, root, rootPackage } from './repo.ts';
import {
  argsOf,
  contextPathOf,
  copiesOf,
  envOf,
  execForm,
  images,
  isRootUser,
  lastUser,
  producedBy,
  runsOf,
  workdirAt,
} from './dockerfile.ts';

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
          if (!producedBy(stages, source, absolute))
            problems.push(`${image.file}:${copy.line}: nothing in stage ${copy.from} makes ${absolute}`);
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
        copy.sources.map((source) =>
          path.posix.relative(
            '/app',
            path.posix.resolve(
              workdirAt(stages, stage!, copy.line),
              copy.dest.endsWith('/') ? path.posix.join(copy.dest, path.posix.basename(source)) : copy.dest,
            ),
          ),
        ),
      );
    const wanted = ['package.json', 'package-lock.json', '.npmrc', ...rootPackage.workspaces.map((ws) => `${ws}/package.json`)];
    for (const file of wanted) expect(copiedBefore, `${image.file} copies ${file} before npm ci`).toContain(file);
    // Nothing but manifests before npm ci, so a source change keeps the dependency layer.
    for (const file of copiedBefore)
      expect(file, `${image.file}: ${file} before npm ci`).toMatch(/(^|\/)(package\.json|package-lock\.json|\.npmrc)$/);
    // The workspaces named with -w exist.
    const run = argsOf(stage!, 'RUN').find((r) => /\bnpm ci\b/.test(r))!;
    for (const ws of [...run.matchAll(/-w\s+(\S+)/g)].map((m) => m[1]!)) expect(rootPackage.workspaces).toContain(ws);
  });

  it('runs as an unprivileged user, with a health check, without build tools', () => {
    expect(isRootUser(lastUser(final)), `${image.file}: final USER ${lastUser(final)}`).toBe(false);
    expect(argsOf(final, 'HEALTHCHECK').length, `${image.file} has a HEALTHCHECK`).toBe(1);
    expect(argsOf(final, 'HEALTHCHECK')[0]).not.toMatch(/^NONE/);
    const finalRuns = runsOf(stages, final).join('\n');
    expect(finalRuns, `${image.file}: compilers stay in the build stage`).not.toMatch(
      /apt-get install[^\n]*\b(g\+\+|make|python3|build-essential)\b/,
    );
  });

  if (name !== 'web') {
    it('starts node directly on a server file the image contains, with production dependencies only', () => {
      const cmd = execForm(final, 'CMD');
      expect(cmd.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
      const entry = path.posix.resolve(workdirAt(stages, final, Infinity), cmd.at(-1)!);
      const contextFile = contextPathOf(image, entry);
      expect(contextFile, `${image.file}: ${entry} comes from the build context`).toBeDefined();
      expect(repoFileSet.has(contextFile!), `${contextFile} exists`).toBe(true);
      const npmCi = runsOf(
        stages,
        stages.find((s) => s.name === 'deps')!,
      ).find((run) => /\bnpm ci\b/.test(run))!;
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
