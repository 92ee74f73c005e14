/** The three Dockerfiles, parsed into stages and instructions, and what their steps copy and run. */
import path from 'node:path';
import { read, repoFileSet } from './repo.ts';

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
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

export interface Copy {
  from: string | undefined;
  sources: string[];
  dest: string;
  line: number;
}

export function copiesOf(stage: Stage): Copy[] {
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

export function argsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);
}

/** The earlier stage a stage is built FROM, if its base is a stage and not an image. */
const baseStageOf = (stages: Stage[], stage: Stage): Stage | undefined =>
  stages.find((candidate) => candidate.name === stage.base && candidate.index < stage.index);

/** The absolute WORKDIR in force at each instruction of a stage (starting from its base stage's). */
export function workdirAt(stages: Stage[], stage: Stage, line: number): string {
  const baseStage = baseStageOf(stages, stage);
  let dir = baseStage ? workdirAt(stages, baseStage, Infinity) : '/';
  for (const instruction of stage.instructions) {
    if (instruction.line > line) break;
    if (instruction.keyword === 'WORKDIR') dir = path.posix.resolve(dir, instruction.args);
  }
  return dir;
}

/** ENV of a stage as name -> raw value (both `ENV A=1 B=2` and `ENV A 1`). */
export function envOf(stage: Stage): Map<string, string> {
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
export function lineage(stages: Stage[], stage: Stage): Stage[] {
  const base = baseStageOf(stages, stage);
  return base ? [stage, ...lineage(stages, base)] : [stage];
}

/** The shell text of every RUN in a stage and the stages it is built from. */
export const runsOf = (stages: Stage[], stage: Stage): string[] => lineage(stages, stage).flatMap((s) => argsOf(s, 'RUN'));

/** Whether a RUN earlier in `stage` (or its bases) produces `source` (an absolute path in that stage). */
export function producedBy(stages: Stage[], stage: Stage, source: string): boolean {
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

export interface Image {
  file: string;
  stages: Stage[];
  final: Stage;
}

export const images: Record<'web' | 'chat' | 'mail', Image> = Object.fromEntries(
  (['web', 'chat', 'mail'] as const).map((name) => {
    const file = `Dockerfile.${name}`;
    const stages = parseDockerfile(read(file));
    return [name, { file, stages, final: stages.at(-1)! }];
  }),
) as Record<'web' | 'chat' | 'mail', Image>;

/** Maps a path in the final image back to the build-context file it was copied from. */
export function contextPathOf(image: Image, imagePath: string): string | undefined {
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

export const lastUser = (stage: Stage): string | undefined => argsOf(stage, 'USER').at(-1);
export const isRootUser = (user: string | undefined): boolean => user === undefined || /^(root|0)(:.*)?$/.test(user.trim());

/** The command of CMD/ENTRYPOINT in exec form. */
export function execForm(stage: Stage, keyword: string): string[] {
  const raw = argsOf(stage, keyword).at(-1);
  return raw?.startsWith('[') ? (JSON.parse(raw) as string[]) : [];
}
