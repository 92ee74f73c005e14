/**
 * Wordings of a question that once sent the engine astray, answered over the real knowledge
 * folder: a definition asked "what does X mean", a comparison that says "what's the difference"
 * after it, a hyphenated term, and "stored" for where the data is kept.
 */
import { describe, expect, it } from 'vitest';
import { realKnowledgeAnswerer } from './support/helpers.ts';

const answerer = realKnowledgeAnswerer();

describe('wordings of a question', () => {
  it('defines the term of "what does X mean, and why ..." first, as it does for "what is X, and why ..."', async () => {
    const answer = await answerer().answer('What does BEP mean, and why do people keep saying a pump should run near it?');
    expect(answer.response).toMatch(/The best efficiency point \(BEP\) is the flow and head/);
    expect(answer.sources.map((s) => s.url)).toContain('/sub-optimal');
  });

  it('defines first for "what is X and does it ...", "... and how does it work"; "and how do I stop it" asks for the remedies', async () => {
    const vfd = await answerer().answer('what is a VFD and does it save energy');
    expect(vfd.response).toMatch(/^A variable frequency drive \(VFD\)/);
    expect(vfd.response).toMatch(/saves most where friction head dominates/);
    const product = await answerer().answer('what is iPUMPNET and how does it work');
    expect(product.response).toMatch(/^iPUMPNET is the Aquaflow integrated pumping-station performance management solution/);
    expect((await answerer().answer('what is cavitation and how do I stop it')).response).toMatch(/^Remedies for cavitation/);
  });

  it('answers "A vs B - what\'s the difference" from the two terms alone, with no sentence that merely says "difference"', async () => {
    const answer = await answerer().answer('static suction lift vs static suction head - whats the difference');
    expect(answer.response.split('\n')[0]).toMatch(/^Static suction head is the vertical distance/);
    expect(answer.response).toMatch(/Static suction lift is the same vertical distance/);
    expect(answer.response).not.toMatch(/Total static head/);
  });

  it('reads a hyphenated term as its words: a sentence that goes on "performance is measured" defines nothing', async () => {
    const answer = await answerer().answer('what is sub-optimal operation of pumps?');
    expect(answer.response).toMatch(/^Sub-optimal pump performance is the gap between/);
  });

  it('answers how long installation takes from the installation page, with who installs', async () => {
    const answer = await answerer().answer('how many days does installation take at one station?');
    expect(answer.mode).toBe('extractive');
    expect(answer.sources[0]?.url).toBe('/technology');
    expect(answer.response).toMatch(/installs and commissions/);
    expect(answer.response).toMatch(/depends on the station/);
  });

  it('reads "stored" as where the data is kept and hosted', async () => {
    const history = [
      { sender: 'user' as const, content: 'where is the data from our stations stored?' },
      { sender: 'bot' as const, content: 'iPUMPNET uses a hybrid cloud: data is kept at the station and in the cloud.' },
    ];
    const answer = await answerer().answer('and who owns it, us or you?', { history });
    expect(answer.response).toMatch(/The customer owns its data/);
  });
});
