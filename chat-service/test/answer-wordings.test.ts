/**
 * Wordings of a question that once sent the engine astray, answered over the real knowledge
 * folder: a definition asked "what is X and does it ...", a comparison that says "what's the difference"
 * after it, a hyphenated term, and "stored" for where the data is kept.
 */
import { describe, expect, it } from 'vitest';
import { earlierTurn, realKnowledgeAnswerer } from './support/helpers.ts';

const answerer = realKnowledgeAnswerer();

describe('wordings of a question', () => {
  it('defines first for "what is X and does it ...", "... and how does it work"; "and how do I stop it" asks for the remedies after it', async () => {
    const vfd = await answerer().answer('what is a VFD and does it save energy');
    expect(vfd.response).toMatch(/^A variable frequency drive \(VFD\)/);
    expect(vfd.response).toMatch(/saves most where friction head dominates/);
    const product = await answerer().answer('what is iPUMPNET and how does it work');
    expect(product.response).toMatch(/^iPUMPNET is the Aquaflow integrated pumping-station performance management solution/);
    expect((await answerer().answer('what is cavitation and how do I stop it')).response).toMatch(
      /^Cavitation is the formation of vapour bubbles[^\n]*\nRemedies for cavitation/,
    );
  });

  it('defines first when the second question follows a question mark, on a page that says what its subject is before any heading', async () => {
    const answer = await answerer().answer('what is sub optimal operation of a pump? how to detect it');
    expect(answer.response).toMatch(/^Sub-optimal pump performance is the gap[^\n]*\nSub-optimal performance is measured/);
    expect((await answerer().answer('what is cavitation? how to detect it')).response).toMatch(
      /^Cavitation is the formation of vapour bubbles[^\n]*\niPUMPNET detects cavitation/,
    );
  });

  it('answers "A vs B - what\'s the difference" from the two terms alone, with no sentence that merely says "difference"', async () => {
    const answer = await answerer().answer('static suction lift vs static suction head - whats the difference');
    expect(answer.response.split('\n')[0]).toMatch(/^Static suction head is the vertical distance/);
    expect(answer.response).toMatch(/Static suction lift is the same vertical distance/);
    expect(answer.response).not.toMatch(/Total static head/);
  });

  it('quotes no sentence that only says what its page covers, nor a counted case without the count', async () => {
    const answer = await answerer().answer('pump losing prime again and again, every morning same');
    expect(answer.response).not.toMatch(/This page (explains|covers|answers)/);
    expect(answer.response).not.toMatch(/^In the second\b/m);
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
    const history = earlierTurn(
      'where is the data from our stations stored?',
      'iPUMPNET uses a hybrid cloud: data is kept at the station and in the cloud.',
    );
    const answer = await answerer().answer('and who owns it, us or you?', { history });
    expect(answer.response).toMatch(/The customer owns its data/);
  });

  it('reads "dripping" as the leak the files count in drops: tightening a gland dry is answered with why it must drip', async () => {
    const answer = await answerer().answer(
      'our fitter tightened the gland packing until it stopped dripping completely, now it gets hot. did he do it right?',
    );
    expect(answer.response.split('\n')[0]).toMatch(/^Note that gland packing is designed to leak a small, steady amount/);
    expect(answer.response).toMatch(/over-tightening burns the packing/);
  });

  it('reads "good practice right?" as a verdict asked: a gland tightened to zero drip is answered with why packing must drip', async () => {
    const answer = await answerer().answer("Our operator tightened the gland fully so there's zero drip now. good practice right?");
    expect(answer.response.split('\n')[0]).toMatch(/^Note that gland packing is designed to leak a small, steady amount/);
  });

  it('leads with the verdict a yes-or-no question asks, though the section quoted holds it further down', async () => {
    const answer = await answerer().answer('Is gland packing supposed to drip? my fitter keeps tightening it till its bone dry');
    expect(answer.response.split('\n')[0]).toMatch(/^Note that gland packing is designed to leak a small, steady amount/);
    // Said once: the paragraph it came from goes on without it.
    expect(answer.response.match(/designed to leak/g)).toHaveLength(1);
  });

  it('answers "is it true that...?" with the sentence that judges it: an axial-flow pump draws more power at shut-off', async () => {
    const answer = await answerer().answer(
      'Is it true that starting a pump with the discharge valve closed reduces the motor load? Our operator did that on our axial flow pump and the motor tripped on overload.',
    );
    expect(answer.response.split('\n')[0]).toMatch(/for an axial-flow pump, power higher than normal\.$/);
  });

  it("judges a reading by the sentence that names its quantity, not by one that only shares the reading's unit", async () => {
    // "Motor windings are limited ... (class F, 155 °C)" shares "°C" and "temperature"; the bearing's own limit is the verdict.
    const answer = await answerer().answer('bearing temperature is 85 °C, is that too hot?');
    expect(answer.response.split('\n')[0]).toMatch(/^Bearing temperature limits are set by the pump manufacturer/);
    expect(answer.response).not.toMatch(/Motor windings/);
  });

  it('answers "…, normal?" after a leak described with what is normal for packing, before the causes of a leak', async () => {
    const answer = await answerer().answer('my seal leaks a little, drip every few seconds, normal?');
    expect(answer.response.split('\n')[0]).toMatch(/^Note that gland packing is designed to leak a small, steady amount/);
  });
});

describe('product questions in visitors’ words', () => {
  it.each(['how does iPUMPNET work?', 'how does your system work?', 'how does it work?'])(
    'answers "%s" with what iPUMPNET is, not how it is priced or the work culture',
    async (question) => {
      const answer = await answerer().answer(question);
      expect(answer.response).toMatch(/^iPUMPNET is the Aquaflow integrated pumping-station performance management solution/);
    },
  );

  it.each([
    'ipumpnet is hardware or software?? i am not understanding from the website',
    'is it a device or an app?',
    'is ipumpnet some pump you manufacture or a software?',
    'what is ipumpnet, a pump or a software?',
    'hi, what exactly is iPUMPNET? is it some pump you manufacture or a software?',
    'is ipumpnet software based',
    'is it just an app?',
  ])('answers "%s" with the components iPUMPNET is made of, not the software openings', async (question) => {
    const answer = await answerer().answer(question);
    expect(answer.response).toMatch(/^iPUMPNET is made of four components/);
    expect(answer.sources[0]?.url).not.toBe('/careers');
  });

  it('answers "is it cloud based?" with the hybrid cloud, not the components', async () => {
    expect((await answerer().answer('is it cloud based')).response).toMatch(/^The hybrid cloud is where iPUMPNET stores/);
  });

  it.each(['Can iPUMPNET switch pumps from the cloud?', 'can we start and stop pumps remotely with ipumpnet'])(
    'answers "%s" with the commands the secured link sends back, not the hybrid cloud a model has',
    async (question) => {
      const answer = await answerer().answer(question);
      expect(answer.response).toMatch(/sends commands and configuration back/);
      expect(answer.response).not.toMatch(/^Yes: all five models/);
    },
  );

  it('reads a motor back from rewinding as electrical work, and names the reversed rotation among the causes', async () => {
    const answer = await answerer().answer(
      'Pump motor came back from rewinding last week. Since then the pump gives maybe half the water. What could have gone wrong?',
    );
    expect(answer.response).toMatch(/^Common causes of less flow/);
    expect(answer.response).toMatch(/Wrong direction of rotation after electrical work/);
  });

  it('reads "is that related?" after a story as a question about the story, and an emptied sump as dry running', async () => {
    const answer = await answerer().answer(
      'We replace the mechanical seal on our drainage pump every 6-8 weeks. The sump sometimes runs almost empty at night. Is that related?',
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-seal-failure');
    expect(answer.response).toMatch(/Dry running, for example on loss of prime or low sump level/);
  });

  it('reads "how does it work?" after another topic as asking about that topic', async () => {
    const history = earlierTurn('what is a digital twin?', 'A digital twin in iPUMPNET is a live model of each pump and station.');
    expect((await answerer().answer('how does it work?', { history })).response).toMatch(/digital twin/i);
    expect((await answerer().answer('how does a VFD work')).response).toMatch(/^A variable frequency drive \(VFD\) changes a pump's speed/);
  });

  it('reads "even on the entry-level model?" as the earlier question asked of that model', async () => {
    const history = earlierTurn(
      'Does iPUMPNET monitor pump vibration?',
      'Yes. Vibration sensors on the pump and motor bearing housings are read continuously.',
    );
    for (const question of ['Even on the entry-level model?', 'even in the mini?']) {
      const answer = await answerer().answer(question, { history });
      expect(answer.response, question).toMatch(/^No: Mini does not have vibration; it comes with Basic, Lite, Pro and Max\./);
    }
  });

  it('answers "what savings can we expect?" with the stated results and their caveat', async () => {
    const answer = await answerer().answer('what savings can we expect');
    expect(answer.mode).toBe('facts');
    expect(answer.response).toMatch(/5 to 35%/);
    expect(answer.response).toMatch(/not guaranteed/);
  });

  it('leads a yes-or-no answer with the sentence of the section that holds the question', async () => {
    const sms = await answerer().answer('does it send SMS alarms');
    expect(sms.response.split('\n')[0]).toMatch(/SMS/);
    const app = await answerer().answer('is there a mobile app');
    expect(app.response.split('\n')[0]).toMatch(/mobile app/);
  });

  it('reads "from my phone" as the mobile app, not our phone number', async () => {
    const answer = await answerer().answer('can I control pumps remotely from my phone');
    expect(answer.mode).toBe('extractive');
    expect(answer.response.split('\n')[0]).toMatch(/mobile app/);
    expect(answer.response).not.toMatch(/\+91/);
  });

  it('reads switching pumps on and off by itself as the auto scheduling of pumps, in the Max', async () => {
    for (const [question, lead] of [
      [
        'can the system switch pumps on and off automatically',
        /^Yes: the Max has auto scheduling of pumps, and only the Max, the top model\./,
      ],
      ['can it automatically decide which pumps to run?', /^Yes: the Max has auto scheduling of pumps/],
      ['which version decides on its own which pumps to run?', /^Auto scheduling of pumps: only in Max, the top model\./],
    ] as const) {
      const answer = await answerer().answer(question);
      expect(answer.mode).toBe('facts');
      expect(answer.response).toMatch(lead);
    }
  });
});

describe('short trouble reports and qualified terms', () => {
  it('takes a word many page titles share ("fails": Seal, Bearing and Lubrication failure) as naming none of them', async () => {
    const mine = await answerer().answer(
      'the dewatering pumps of our mine are far from anyone. if one fails the pit floods. can iPUMPNET help?',
    );
    expect(mine.sources.map((s) => s.url)).toEqual(['/applications']);
    expect(mine.response).toMatch(/helps avoid the flooding risk/);
    // With a word of its own, the shared word still tells the pages apart.
    expect((await answerer().answer('why do seals fail so often in our station?')).sources[0]?.url).toBe(
      '/pump-failure-modes-seal-failure',
    );
  });

  it('answers a qualified term ("ideal NPSH margin?") instead of declining it as a kind of something unknown', async () => {
    const answer = await answerer().answer('ideal NPSH margin?');
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/^NPSH margin is the amount/);
    // A word the knowledge base never uses before a topic it names is still declined when it names a kind.
    expect((await answerer().answer('explain how bitcoin mining works, simple words')).mode).toBe('refusal');
  });

  it('reads "not giving enough water" as less flow, and "making noise" without weighing "making"', async () => {
    const flow = await answerer().answer('pump not giving enough water');
    expect(flow.sources[0]?.url).toBe('/pump-failure-modes-less-flow-yield-than-expected');
    expect(flow.response).toMatch(/^Common causes of less flow/);
    const noise = await answerer().answer('pump making noise');
    expect(noise.mode).toBe('extractive');
  });
});

describe('a follow-up that names a page of its own', () => {
  const after = async (earlier: string, question: string) => {
    const first = await answerer().answer(earlier);
    return answerer().answer(question, { history: earlierTurn(earlier, first.response) });
  };

  it('asks that page what the earlier question asked ("what about seals?" after the causes of cavitation)', async () => {
    const seals = await after('what causes cavitation', 'what about seals?');
    expect(seals.sources[0]?.url).toBe('/pump-failure-modes-seal-failure');
    expect(seals.response).toMatch(/^The main causes of seal failure/);
  });

  it('is no echo of the earlier answer, though that answer names it ("and bearing failure?" after seal failure\'s causes)', async () => {
    const bearings = await after('what causes seal failure', 'and bearing failure?');
    expect(bearings.sources[0]?.url).toBe('/pump-failure-modes-bearing-failure');
    expect(bearings.response).toMatch(/causes of bearing failure/);
  });
});

describe('a greeting before a question, and "stand for"', () => {
  it('answers the question a greeting opens, not the greeting', async () => {
    const answer = await answerer().answer('good morning, what exactly is iPUMPNET?');
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/^iPUMPNET is the Aquaflow integrated pumping-station performance management solution/);
    expect((await answerer().answer('good morning!')).mode).toBe('smalltalk');
  });

  it('answers "what is MIC?" and "what is a VFD?" with what a page spells them out as in passing, where they got the closest pages', async () => {
    const mic = await answerer().answer('what is MIC? our sewage pump inspection report mentions MIC on the casing');
    expect(mic.response).toMatch(
      /^MIC stands for microbiologically influenced corrosion\.\nMicrobiologically influenced corrosion \(MIC\) in waste water/,
    );
    expect(mic.sources[0]?.url).toBe('/pump-failure-modes-corrosion');
    expect((await answerer().answer('what is a VFD?')).response).toMatch(
      /^VFD stands for variable frequency drive\.\nA variable frequency drive \(VFD\) changes a pump's speed/,
    );
    // A term a page defines in so many words keeps its page's answer.
    expect((await answerer().answer('what is BEP')).response).not.toMatch(/^BEP stands for/);
  });

  it('answers "what exactly is NPSH3?" with the sentence that gives it that name, the one it leans on and the one after that names it again', async () => {
    const answer = await answerer().answer('what exactly is NPSH3?');
    const [subject, named, more] = answer.response.split('\n');
    expect(subject).toMatch(/^Net positive suction head required \(NPSHr\) is the minimum NPSH/);
    expect(named).toMatch(/^It is determined by test .* fallen by 3%, so it is also written NPSH3\.$/);
    expect(more).toMatch(/cavitation is already well developed/);
    expect(answer.sources[0]?.url).toBe('/various-head-terms');
    // Asked why it matters too: the same sentences, which say it, not the overview's "why it matters".
    const why = await answerer().answer('What is NPSH3 and why does it matter?');
    expect(why.sources[0]?.url).toBe('/various-head-terms');
    expect(why.response).toMatch(/so it is also written NPSH3\.\nAt a 3% head drop cavitation is already well developed/);
  });

  it('reads "what does NPSH stand for?" as asking what NPSH is, not about entries that "stand in" for others', async () => {
    const answer = await answerer().answer('what does NPSH stand for?');
    expect(answer.response).toMatch(/Net positive suction head/);
    expect(answer.sources[0]?.url).toBe('/various-head-terms');
  });
});

describe('a water works', () => {
  it('reads "water works" as a water-supply utility, not the work culture of the careers page', async () => {
    const answer = await answerer().answer('hello, how does iPUMPNET help a small municipal water works?');
    expect(answer.sources[0]?.url).toBe('/applications');
    expect(answer.response).toMatch(/^Drinking water supply/);
  });

  it('reads "RO plant" as reverse osmosis, a kind of plant it serves, not an unknown kind of something', async () => {
    const answer = await answerer().answer('how does it help an RO desalination plant');
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/^Desalination units use high-pressure reverse-osmosis feed pumps/);
  });
});

describe('the existing pumps', () => {
  it('reads "will this work on our old pumps?" as whether it fits existing pumps, not how pricing works', async () => {
    const answer = await answerer().answer('will this work on our old KSB pumps or do we need to buy your pumps');
    expect(answer.sources[0]?.url).toBe('/technology');
    expect(answer.response).toMatch(/retrofitted on existing pumps and motors of any manufacturer/);
  });
});

describe('the spacing of pumps in a sump', () => {
  it('reads "the gap between the pumps" as their spacing', async () => {
    const answer = await answerer().answer('what gap between the pumps do you recommend in a sump?');
    expect(answer.response).toMatch(/^Pump spacing in a multi-pump sump/);
    expect(answer.response).toMatch(/at least about 2 D/);
  });
});

describe('the edge unit outdoors', () => {
  it('reads rain and outdoors as the IP68 enclosure, not as off-topic', async () => {
    const answer = await answerer().answer('can the edge unit survive rain? it will be outdoors');
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/IP68/);
  });
});

describe('a short section closed by the sentence the question also asks for', () => {
  it('answers "do we need to stop the pump?" beside who installs it, from the same page', async () => {
    const answer = await answerer().answer('how is ipumpnet installed, do we need to stop the pump for it?');
    expect(answer.sources[0]?.url).toBe('/technology');
    expect(answer.response).toMatch(/installs and commissions/);
    expect(answer.response).toMatch(/retrofitted to existing pumps/);
  });

  it('offers the closest pages for a two-word term the chosen section never names together ("specific speed"), but answers a kind of what the page is titled by', async () => {
    const speed = await answerer().answer('what is specific speed of a pump');
    expect(speed.mode).toBe('closest');
    expect(speed.response).not.toMatch(/Desalination/);
    const recirculation = await answerer().answer('what is recirculation cavitation');
    expect(recirculation.mode).toBe('extractive');
    expect(recirculation.response).toMatch(/suction or discharge recirculation/);
  });

  it('says a list item once: quoted whole beside its list, the item cut short is left out', async () => {
    const answer = await answerer().answer('sensors and edge unit certified?');
    const lines = answer.response.split('\n');
    expect(lines.filter((l) => l.includes('One edge analytics unit per station'))).toHaveLength(1);
    expect(answer.response).toMatch(/IP68/);
  });

  it('leads "does motor current go up or down?" with the sentence that says which way, then the list it is in', async () => {
    for (const question of [
      'if a centrifugal pump runs against a closed discharge valve, does motor current go up or down?',
      'does motor current rise or fall when the discharge valve is closed',
      // Which way it went, against the way the visitor expected.
      'axial flow pumps here: with the discharge valve stuck shut the motor current went up, not down. faulty ammeter?',
    ]) {
      const lines = (await answerer().answer(question)).response.split('\n');
      expect(lines[0], question).toMatch(/^For a radial-flow pump, motor power and current lower than normal/);
      expect(lines[1], question).toMatch(/^Symptoms of a pump running without discharge/);
      expect(
        lines.filter((l) => l.includes('motor power and current lower')),
        question,
      ).toHaveLength(1);
    }
  });

  it('answers "why is the current lower?" with the sentence that gives the reason, on the page of what the visitor saw', async () => {
    const answer = await answerer().answer(
      'the motor current went down when an operator left the discharge valve shut. I expected it to overload. Why is the current lower?',
    );
    // Not the page on less flow, whose sentence says the current is lower without the shut valve's reason.
    expect(answer.response.split('\n')[0]).toMatch(/current lower than normal, because power is lowest at shut-off/);
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-pump-operating-without-discharge');
  });

  it('answers "why is NPSH available lower in summer?" from the term, not from a sentence that only says a figure falls', async () => {
    const answer = await answerer().answer('why is my npsh available lower in summer?');
    expect(answer.response).not.toMatch(/^Here Pa is the absolute pressure/);
  });

  it("keeps the cause holding the visitor's words when a sentence of theirs displaces list items, not the list's last", async () => {
    const answer = await answerer().answer(
      "motors on VFDs and the bearings are failing every 6 months, with a washboard pattern on the outer race. what's causing it?",
    );
    expect(answer.response).toMatch(/- Electrical discharge through the bearings \(fluting\), especially with variable frequency drives\./);
    expect(answer.response).toMatch(/- …and \d+ more on the page/);
    expect(answer.response.split(/\s+/).length).toBeLessThanOrEqual(125);
  });

  it('judges one practice weighed against another by the sentence that says what must be done and why', async () => {
    for (const question of [
      'could we throttle on the suction valve rather than the discharge valve to reduce flow?',
      'Can we just half close the suction valve to cut flow instead of the delivery valve? the delivery one is hard to reach',
      // The way it would replace left unsaid ("instead"), the purpose said.
      'discharge valve is jammed, can we throttle the suction valve instead to cut the flow?',
      // Told as what is done, then judged in a sentence of its own.
      'Night shift habit here: to cut flow when demand is low, the operators partly close the suction valve instead of the delivery valve. Any harm in that?',
      // The usual way ruled out ("because the delivery valve is jammed"), the valve named by its side.
      'the old operator half-closes the valve on the suction side because the delivery valve is jammed. Is there any harm?',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.response.split('\n')[0], question).toMatch(
        /flow is never regulated on the suction side, because throttling there lowers NPSH available/,
      );
    }
  });

  it('judges a practice weighed against another by the sentence that also names the way it would replace', async () => {
    const answer = await answerer().answer('should we run with the suction valve half shut rather than fully open?');
    // Not "run pumps with matched curves", which holds "run" and "shut-off" but judges neither.
    expect(answer.response.split('\n')[0]).toMatch(/^The suction isolation valve must be full-bore and always fully open in service/);
  });

  it('answers a practice weighed against another from the page that judges it, not from the section its other words found', async () => {
    const answer = await answerer().answer('can we keep the standby pump running all the time instead of rotating duty?');
    expect(answer.response.split('\n')[0]).toBe('Rotate standby pumps periodically to prevent false brinelling.');
    expect(answer.sources.map((s) => s.url)).toEqual(['/pump-failure-modes-bearing-failure']);
    expect(answer.response).not.toMatch(/buffers it until it has been delivered/);
  });

  it('reads a link that "drops" as the network being down', async () => {
    const answer = await answerer().answer('what happens to our data if the cellular link drops overnight?');
    expect(answer.response).toMatch(/buffers it until it has been delivered, then sends what it stored when the link returns/);
  });

  it('answers a drop in pump efficiency with the gradual wear the pages put it down to, not a refusal', async () => {
    for (const question of [
      'pump efficiency dropped from 78% to 70%, what should we look at?',
      'our pump efficiency dropped a lot, what should we check?',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.mode, question).toBe('extractive');
      expect(answer.response, question).toMatch(/efficiency drops, often by several percentage points/);
    }
  });

  it('reads "offline" as the network being down', async () => {
    for (const question of ['does the mobile app work offline?', 'what if the station goes offline?']) {
      const answer = await answerer().answer(question);
      expect(answer.response, question).toMatch(/The station keeps working\./);
    }
  });

  it('reads a power station or plant as the power generation the applications page names', async () => {
    const answer = await answerer().answer('Could iPUMPNET be used on the cooling-water pumps of a thermal power station?');
    expect(answer.response).toMatch(/^Power generation units depend on boiler feed, condensate, cooling water/m);
  });

  it('reads a vibration "pattern" as the frequency signature the pages read faults from', async () => {
    const answer = await answerer().answer('Which vibration pattern suggests the pump and motor are misaligned?');
    expect(answer.response.split('\n')[0]).toMatch(/high axial 1× and 2× vibration points to a bent shaft or misalignment/);
  });

  it('reads water that "pours" into a sump as the water the sump guidelines say must not fall freely near the pumps', async () => {
    const answer = await answerer().answer('our inflow channel pours into the wet well right beside the pumps, is that ok?');
    expect(answer.response).toMatch(/never let water fall freely into the sump near the pumps/);
  });

  it('says what to do after the causes of a trouble told at length, in the words of a visitor who calls a VFD a frequency converter', async () => {
    for (const question of [
      'After we installed frequency converters on all the pump motors, our bearings keep failing and the races look fluted. What is behind this and how can we stop it?',
      'Ever since the drives were swapped for VFDs on every pump motor, bearings keep failing within months with fluting on the races. What causes that and how do we prevent it?',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.response, question).toMatch(/What to do: On VFD-driven motors, use insulated bearings or shaft grounding\./);
    }
  });

  it('closes with no sentence that leans on the one before it on its page', async () => {
    const answer = await answerer().answer('what is static head');
    const closing = answer.response.split('\n').at(-2)!;
    // Not "The pump then has a flooded suction." nor the legend "Hs the static suction head (+) or lift (−).".
    expect(closing).toMatch(/^Suction head counts as positive/);
  });
});

describe('a property asked of the product', () => {
  it('hands a property no page names ("MTBF") to the team, not the list of sensors', async () => {
    const answer = await answerer().answer("what's the MTBF of your sensor unit");
    expect(answer.mode).toBe('handoff');
    expect(answer.response).toMatch(/our team will answer it/);
  });

  it('reads a swirling funnel above the suction bell as a vortex, and answers how to stop it with the good practice for avoiding it', async () => {
    const answer = await answerer().answer(
      'We see a swirling funnel on the water surface above the suction bell in our sump. is that a problem? how to stop it?',
    );
    expect(answer.sources[0]?.url).toBe('/guidelines-for-proper-sump');
    expect(answer.response).toMatch(/vortex/);
    expect(answer.response).toMatch(/- Keep the minimum water level above the required submergence/);
  });

  it('answers "how do we get rid of it" for a dimple on the sump surface with every item of the good practice, not why air harms a pump nor a model study', async () => {
    const answer = await answerer().answer(
      "There's a swirling dimple on the water surface above one of the pumps in our sump and sometimes it gulps air. How do we get rid of it?",
    );
    const lines = answer.response.split('\n');
    expect(lines[0]).toBe('Avoiding air entrainment: Good practice is:');
    expect(lines.filter((l) => l.startsWith('- '))).toHaveLength(5);
    expect(answer.response).toMatch(/anti-vortex devices/);
    expect(answer.response).not.toMatch(/scale model|a few percent of air/);
  });

  it('says more is on the page without a list item after paragraphs cut to fit', async () => {
    const answer = await answerer().answer('why did you build ipumpnet');
    const lines = answer.response.split('\n');
    expect(lines.some((l) => l.startsWith('- '))).toBe(false);
    expect(lines).toContain('…and more on the page');
  });

  it('hands a thing no page says the product has ("a battery backup") to the team, but not a published figure called by another name', async () => {
    const backup = await answerer().answer(
      'what if the power goes off at the station for 6-8 hrs, does the edge unit have a battery backup?',
    );
    expect(backup.mode).toBe('handoff');
    expect(backup.response).toMatch(/our team will answer it/);
    // A part named in the visitor's words ("edge box"), and what follows the thing asked for ("in case ...").
    expect((await answerer().answer('does your edge box have its own battery in case the power goes off?')).mode).toBe('handoff');
    // The pages give a "24-bit converter"; "ADC" is the visitor's word for it.
    expect((await answerer().answer('does the edge unit have a 24-bit ADC?')).mode).not.toBe('handoff');
    expect((await answerer().answer('does the system have a mobile app?')).response).toMatch(/^Yes: all five models have the mobile app/);
  });

  it('hands a property of one named sensor whose two words no page names together ("sampling rate") to the team, but answers what the sensor is for', async () => {
    for (const question of [
      'what is the data sampling rate of the vibration sensor',
      'what is the operating temperature range of the vibration sensor',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.mode, question).toBe('handoff');
    }
    const purpose = await answerer().answer('what is the main purpose of the level sensor');
    expect(purpose.mode).toBe('facts');
    expect(purpose.response).toMatch(/^Level: /);
  });

  it('hands a question about monitoring equipment the files never name to the team, not "outside what I can answer"', async () => {
    expect((await answerer().answer('is it possible to monitor diesel engine driven pumps')).mode).toBe('handoff');
    expect((await answerer().answer('is it possible to monitor my heart rate')).mode).toBe('refusal');
  });

  it('says where the product can be used and that it fits any make, then hands a kind of pump no application area names ("solar pumps") to the team; one an area names is answered from it', async () => {
    const solar = await answerer().answer('does iPUMPNET work with solar pumps');
    expect(solar.mode).toBe('handoff');
    expect(solar.response).toMatch(/can be used wherever pumps and motors are critical/);
    expect(solar.response).toMatch(/retrofitted on existing pumps and motors of any manufacturer/);
    expect(solar.response).toMatch(/Whether it suits solar pumps in particular is for our team to say/);
    expect(solar.response).not.toMatch(/priced per pumping station/);
    expect(solar.sources.map((s) => s.url)).toContain('/applications');
    const sewage = await answerer().answer('can I use it for sewage pumps');
    expect(sewage.mode).toBe('extractive');
    expect(sewage.response).toMatch(/sewage and storm-water lift stations/);
  });

  it('reads "IP rating" as the enclosure\'s IP68', async () => {
    const answer = await answerer().answer('what is the IP rating of the edge unit');
    expect(answer.sources[0]?.url).toBe('/credentials');
    expect(answer.response).toMatch(/IP68/);
  });
});

describe('a term the knowledge base uses but no heading names, asked politely', () => {
  it('answers "sir what is meaning of shut off head" from the sentences that use it, with no pointer to another page and nothing on another failure', async () => {
    const answer = await answerer().answer('sir what is meaning of shut off head');
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/shut-off head/);
    expect(answer.response).not.toMatch(/Full page:/);
    expect(answer.response).not.toMatch(/Cavitation is/);
  });
});

describe('a page asked for whole', () => {
  it('answers "how should a sump be designed? any guidelines" with what the sump page covers, not one of its sections', async () => {
    const answer = await answerer().answer('how should a sump be designed for vertical pumps? any guidelines');
    expect(answer.sources[0]?.url).toBe('/guidelines-for-proper-sump');
    expect(answer.response).toMatch(/\n- Minimum submergence to avoid vortices\n- Bell-mouth clearance and inlet velocity\n/);
  });
});

describe('"what exactly"', () => {
  it('answers "good morning, what exactly does your company do?" with what the company offers', async () => {
    const answer = await answerer().answer('good morning, what exactly does your company do?');
    expect(answer.response).toMatch(/offers three things/);
  });
});

describe('a sentence that closes the quote', () => {
  it('says which list an item comes from when it is taken from another section, and is left out where that does not fit', async () => {
    const hammer = await answerer().answer('why do pump joints leak after water hammer?');
    expect(hammer.response).toMatch(/^Remedies: Control surges with non-return valves/m);
    const greasing = await answerer().answer('how often should bearings be greased');
    expect(greasing.response).toMatch(/^- Follow the bearing and pump manufacturer's lubricant grade, quantity and interval/m);
    expect(greasing.response).not.toMatch(/^Rising bearing temperature/m);
  });
});

describe('where a measurement is taken', () => {
  it('answers "how do you measure pump efficiency on site" from how efficiency is measured, with the measurements it needs, not from what a site needs for installation', async () => {
    const answer = await answerer().answer('how do you measure pump efficiency on site');
    expect(answer.sources[0]?.url).toBe('/sub-optimal');
    expect(answer.response).toMatch(/^Sub-optimal performance is measured by comparing/);
    expect(answer.response).toMatch(/The measurements needed are flow, suction and discharge pressure/);
  });
});

describe('how a fault reaches people', () => {
  it('answers "if a pump trips at 2 am how will the duty engineer come to know?" and "how are alarms sent" with the alarms escalated by e-mail and SMS, where the first was refused', async () => {
    for (const question of [
      'if a pump trips at 2 am how will the duty engineer come to know?',
      'how are alarms sent',
      'who gets the alarm when a pump trips at night? can it send SMS?',
      'If pump 4 trips at 2 a.m., how does anyone find out, and can we see who dealt with it?',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.mode).toBe('extractive');
      expect(answer.response).toMatch(/escalated by e-mail and, where configured, by SMS/);
    }
    // Who dealt with it is the record of who attended each alarm; "how will we know if the seal fails?" asks the signs.
    expect((await answerer().answer('can we see who dealt with it when a pump trips?')).response).toMatch(/who attended each alarm/);
    expect((await answerer().answer('how will we know if the seal fails?')).response).toMatch(
      /^Typical symptoms of mechanical seal failure/,
    );
  });
});

describe('the careers page', () => {
  it('answers questions about work at the company, and lends no sentence to a question about the product', async () => {
    const product = await answerer().answer('is ipumpnet software based');
    expect(product.sources.map((s) => s.url)).not.toContain('/careers');
    expect(product.response).not.toMatch(/openings/);
    const work = await answerer().answer('what is the work culture like at your company');
    expect(work.sources[0]?.url).toBe('/careers');
  });
});

describe('the parts of the product, in other words', () => {
  it.each([
    'what are the main building blocks of the system, from the hardware on site to the dashboard?',
    'what is the architecture of ipumpnet',
  ])('answers "%s" with the four components, where it was handed to the team', async (question) => {
    const answer = await answerer().answer(question);
    expect(answer.response).toMatch(/^iPUMPNET is made of four components/);
  });

  it('answers what to arrange before the installers come from what the site needs, not as a request for a visit', async () => {
    const answer = await answerer().answer(
      'What do we need to arrange at the station before your people come for installation? power point, internet line?',
    );
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/A station needs a power supply for the edge analytics unit/);
  });
});

describe('a part we fit, asked by its kind or make', () => {
  it('hands "what type of flow meter do you use - electromagnetic or ultrasonic clamp-on?" to the team, where it was refused as off-topic', async () => {
    const answer = await answerer().answer('what type of flow meter do you use - electromagnetic or ultrasonic clamp-on? and accuracy?');
    expect(answer.mode).toBe('handoff');
  });
});

describe('a page named by a word of its title', () => {
  it('answers "can the system calculate liquidated damages on the operating contractor?" from the Commercials parameters, not the page on pumps operating without discharge', async () => {
    const answer = await answerer().answer('can the system calculate liquidated damages on the operating contractor for defaults?');
    expect(answer.sources[0]?.url).toBe('/parameters');
    expect(answer.response).toMatch(/liquidated damages for defaults by the operating contractor/i);
  });
});

describe('"max" before a quantity', () => {
  it('answers "what file format for CV and what is the max size?" with the resume\'s formats and size, not the Max model', async () => {
    const answer = await answerer().answer('what file format for CV and what is the max size?');
    // From the form's own descriptor, which the form shows beside the field.
    expect(answer.response).toMatch(/^Resume, in the job application form: PDF, DOC or DOCX, up to 5 MB\./);
    expect(answer.response).not.toMatch(/Max \(|\/products/);
  });
});

describe('a trouble described, its cause and its cure asked', () => {
  it('answers "what\'s going on and how do we stop it?" with the causes, then what to do about the one described', async () => {
    const answer = await answerer().answer(
      "Motors on our VFD driven pumps keep losing bearings, and the races show a washboard / fluting pattern. What's going on and how do we stop it?",
    );
    expect(answer.response).toMatch(/^The most common causes of bearing failure/);
    expect(answer.response).toMatch(/Electrical discharge through the bearings \(fluting\)/);
    expect(answer.response).toMatch(/\nWhat to do: On VFD-driven motors, use insulated bearings or shaft grounding\./);
  });
});

describe('a question word a heading answers', () => {
  it('answers "how long do you keep ...?" from the "How long the data is kept" section of another file of the same page', async () => {
    const answer = await answerer().answer("How long do you keep our station's historical flow and pressure data in the cloud?");
    expect(answer.response).toMatch(/How long the other station data is kept in the cloud or on premises is agreed with each customer/);
  });

  it("reads current unbalanced between phases as the supply's phase imbalance, not a rotor's", async () => {
    const answer = await answerer().answer('motor current is unbalanced between phases, is that a problem?');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-pumps-overheats');
    expect(answer.response).toMatch(/phase balance/);
    expect(answer.response).not.toMatch(/imbalanced or damaged shaft/i);
  });

  it('answers what happens to the data when the subscription stops or the contract ends: whose it is and how long it is kept', async () => {
    for (const question of ['what happens to my data if we stop the subscription?', 'what happens to our data when the contract ends?']) {
      const answer = await answerer().answer(question);
      expect(answer.response, question).toMatch(/The customer owns (the|its) data/);
      expect(answer.response, question).toMatch(/is agreed with each customer/);
    }
  });
});

describe('what the chat keeps', () => {
  it('answers "is my chat stored somewhere" from what the chat assistant keeps, not how long form submissions are kept', async () => {
    const answer = await answerer().answer('is my chat stored somewhere');
    expect(answer.response).toMatch(/^What the chat assistant keeps: The chat assistant keeps a record only of the questions/);
  });
});
