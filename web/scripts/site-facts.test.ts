// @vitest-environment node
// (reads the generated file on disk)
import { siteFacts as committed } from '@site/contracts/site-facts';
import { describe, expect, it } from 'vitest';
import { MODEL_NAMES, comparison } from '../app/content/models';
import { sensors } from '../app/content/sensors';
import { siteFacts, siteFactsStale } from './site-facts';

describe('site facts generated from content', () => {
  it('match the committed contracts/src/site-facts.json (run npm run knowledge:generate after changing content)', async () => {
    expect(await siteFactsStale()).toBe(false);
    expect(committed).toEqual(siteFacts());
  });

  it('carry every model, feature row and sensor of the content modules', () => {
    const facts = siteFacts();
    expect(facts.models.names).toEqual([...MODEL_NAMES]);
    expect(facts.models.features).toHaveLength(comparison.flatMap((s) => s.rows).length);
    expect(facts.sensors.list.map((s) => s.name)).toEqual(sensors.map((s) => s.name));
  });
});
