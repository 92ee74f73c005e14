/** docker-compose.yml and .env.example, parsed, with what each service is given. */
import { parse as parseYaml } from 'yaml';
import { type Image, images } from './dockerfile.ts';
import { read } from './repo.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export interface Service {
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
export interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, Json>;
}

export const composeText = read('docker-compose.yml');
export const compose = parseYaml(composeText, { merge: true }) as Compose;
export const services = compose.services;

/** `.env.example`: NAME=value lines, and names only mentioned in comments (`# NAME=...`). */
export const envExample = read('.env.example');
export const envDefaults = new Map([...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.trim()]));
export const envMentioned = new Set([...envExample.matchAll(/^#\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));

/** `${VAR}`, `${VAR-default}` or `${VAR:-default}`: the name, then the default when given. */
const BRACED_VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}/g;
/** The same, or a bare `$VAR` (its name the third group). */
const ANY_VARIABLE = new RegExp(`${BRACED_VARIABLE.source}|\\$([A-Za-z_][A-Za-z0-9_]*)`, 'g');

/** Every `${VAR}` / `${VAR:-default}` / `$VAR` in the compose file's values, with the default given. */
export function interpolations(value: unknown, out: { name: string; fallback: string | undefined }[] = []) {
  if (typeof value === 'string') {
    for (const m of value.matchAll(ANY_VARIABLE)) {
      out.push({ name: (m[1] ?? m[3])!, fallback: m[2] });
    }
  } else if (Array.isArray(value)) value.forEach((item) => interpolations(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => interpolations(item, out));
  return out;
}

/** The value compose gives a string when the .env file is the example. */
export const resolve = (value: string): string =>
  value.replace(BRACED_VARIABLE, (_, name: string, fallback?: string) => envDefaults.get(name) ?? fallback ?? '');

export function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((pair) => [pair.split('=')[0]!, pair.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

export interface Mount {
  type: 'volume' | 'bind';
  source: string;
  target: string;
  readOnly: boolean;
}
export function mountsOf(service: Service): Mount[] {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume === 'string') {
      const [source, target, mode] = volume.split(':');
      const isBind = /^[./~]/.test(source!);
      return { type: isBind ? 'bind' : 'volume', source: source!, target: target!, readOnly: (mode ?? '').split(',').includes('ro') };
    }
    return {
      type: volume.type === 'bind' ? 'bind' : 'volume',
      source: volume.source ?? '',
      target: volume.target,
      readOnly: volume.read_only === true,
    };
  });
}

export function dependsOn(service: Service): Record<string, { condition: string; required: boolean }> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [name, { condition: 'service_started', required: true }]));
  return Object.fromEntries(
    Object.entries(deps).map(([name, dep]) => [name, { condition: dep.condition ?? 'service_started', required: dep.required ?? true }]),
  );
}

export function publishedPorts(service: Service): { host: string; container: string }[] {
  return (service.ports ?? []).map((port) => {
    const parts = resolve(String(port)).split(':');
    return { host: parts.at(-2)!, container: parts.at(-1)!.replace(/\/.*$/, '') };
  });
}

export const imageOf = (service: Service): Image | undefined => {
  const dockerfile = typeof service.build === 'object' ? service.build.dockerfile : undefined;
  return Object.values(images).find((image) => image.file === dockerfile);
};
