// @vitest-environment node
// (reads the generated file on disk)
import { siteFacts as committed } from '@site/contracts/site-facts';
import { describe, expect, it } from 'vitest';
import { MODEL_NAMES, comparison } from '../app/content/models';
import { sensors } from '../app/content/sensors';
import { findPage } from '../app/route-table';
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

  it('cite only pages of the route table', () => {
    const facts = siteFacts();
    const routes = [
      facts.models.route,
      facts.careers.route,
      facts.projects.route,
      facts.sensors.route,
      facts.parameters.route,
      facts.credentials.route,
      facts.legal.termsRoute,
      facts.legal.privacyRoute,
    ];
    for (const route of routes) expect(findPage(route)?.path, route).toBe(route);
  });
});
