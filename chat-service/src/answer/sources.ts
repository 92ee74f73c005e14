import type { ChatSource } from '@site/contracts/chat';

/** One source per page, in the order the passages were used. */
export function sourcesOf(passages: { title: string; url: string }[]): ChatSource[] {
  const seen = new Set<string>();
  const sources: ChatSource[] = [];
  for (const p of passages) {
    if (seen.has(p.url)) continue;
    seen.add(p.url);
    sources.push({ title: p.title, url: p.url });
  }
  return sources;
}
