/**
 * `npm run chat:gaps`: what visitors asked that the assistant could not answer (grouped by
 * similarity, with counts and last-seen dates), then the answers they marked unhelpful, from
 * DATA_DIR/chat.sqlite. Staff read it to choose which knowledge file to write next.
 *
 * `npm run chat:gaps -- --simulate 1000` fills a throw-away database with a day of traffic
 * (1,000 mixed entries) and prints the report and how long it took.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadSettings } from '../src/config.ts';
import { GapLog, type GapKind } from '../src/feedback/gap-log.ts';
import { gapsReport } from '../src/feedback/gaps-report.ts';
import { databasePath } from '../src/service.ts';

const settings = loadSettings();
const simulate = process.argv.indexOf('--simulate');

function simulatedDay(log: GapLog, count: number): void {
  const topics = [
    'solar pumps',
    'borewell pump sizing',
    'spare parts price list',
    'submersible pump repair',
    'pump curve software',
    'diesel engine pumps',
    'fire fighting pumps',
    'SCADA brands supported',
    'hydraulic transients',
    'water hammer',
  ];
  const forms = ['do you do {t}?', 'info on {t}', 'what about {t}', 'can iPUMPNET help with {t}', '{t} please'];
  const kinds: GapKind[] = ['refused', 'closest', 'unhelpful'];
  for (let i = 0; i < count; i++) {
    const topic = topics[i % topics.length]!;
    const question = forms[Math.floor(i / topics.length) % forms.length]!.replace('{t}', topic);
    const kind = kinds[i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0]!;
    const sources = kind === 'unhelpful' ? [{ title: 'Sub-optimal pump performance', url: '/sub-optimal' }] : [];
    log.record({ kind, question, mode: kind === 'closest' ? 'closest' : kind === 'refused' ? 'refusal' : 'extractive', sources });
  }
}

let db: Database.Database;
let tmp: string | null = null;
if (simulate !== -1) {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-gaps-'));
  db = new Database(path.join(tmp, 'chat.sqlite'));
} else {
  const file = databasePath(settings.dataDir);
  if (!fs.existsSync(file)) {
    console.error(`No chat database at ${file}: the chat service has not run with DATA_DIR=${settings.dataDir} yet.`);
    process.exit(1);
  }
  db = new Database(file, { readonly: false });
}
try {
  const log = new GapLog(db, settings.chatLogRetentionDays || 90);
  if (simulate !== -1) simulatedDay(log, Number(process.argv[simulate + 1] ?? 1000));
  const start = performance.now();
  const report = gapsReport(log.entries(), log.retentionDays);
  const ms = performance.now() - start;
  console.log(report);
  if (simulate !== -1) console.log(`\nReport over ${log.entries().length} entries in ${ms.toFixed(0)} ms`);
} finally {
  db.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}
