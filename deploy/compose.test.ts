/**
 * docker-compose.yml and .env.example, checked without a Docker engine (there is none on the
 * development machines, so `docker compose config` is not run): the services, their wiring,
 * ports, health checks, volumes, users and the settings they are given.
 */
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesAt, root } from './repo.ts';
import { envOf, images, isRootUser, lastUser } from './dockerfile.ts';
import {
  compose,
  dependsOn,
  envDefaults,
  environmentOf,
  envMentioned,
  imageOf,
  interpolations,
  mountsOf,
  publishedPorts,
  resolve,
  services,
} from './compose-file.ts';

/** Services that run until stopped (everything but one-shot jobs). */
const longRunning = Object.entries(services).filter(([, service]) => service.restart !== 'no');

/** Third-party images that cannot run unprivileged as configured here, with the reason. */
const rootAllowed: Record<string, string> = {
  ollama: 'the official image keeps its models under /root/.ollama and publishes no port',
};

/** The settings the services read under these names (README's Configuration table); .env.example documents every one. */
const operatorSettings = [
  'PORT',
  'MAIL_API_PORT',
  'CHAT_PORT',
  'DATA_DIR',
  'SMTP_URL',
  'MAIL_TO',
  'MAIL_FROM',
  'MAIL_ACK',
  'ALLOWED_ORIGINS',
  'KNOWLEDGE_DIR',
  'EMBEDDING_MODEL_DIR',
  'OLLAMA_HOST',
  'OLLAMA_MODEL',
  'SUBMISSION_RETENTION_DAYS',
];

describe('docker-compose.yml', () => {
  it('has the site, its two services, the live renderer, Ollama with its one-shot pull, and the dev mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual([
      'chat-service',
      'knowledge-pages',
      'mail-api',
      'mailpit',
      'ollama',
      'ollama-pull',
      'web',
    ]);
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
    for (const port of publishedPorts(services.mailpit!))
      expect(resolve(services.mailpit!.ports!.join(' '))).toContain(`127.0.0.1:${port.host}`);
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
    const used = Object.values(services).flatMap((service) =>
      mountsOf(service)
        .filter((m) => m.type === 'volume')
        .map((m) => m.source),
    );
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
      expect(
        used.map((u) => u.name),
        `${name} in .env.example is read by docker-compose.yml`,
      ).toContain(name);
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
    for (const name of ['OLLAMA_HOST', 'OLLAMA_MODEL'])
      expect(chat[name], `chat-service ${name}`).toMatch(new RegExp(`^\\$\\{${name}(:-[^}]*)?\\}$`));
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
