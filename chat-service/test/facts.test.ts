/** Facts answered from the typed content and the brand config: exact, and from the same source as the pages. */
import { describe, expect, it } from 'vitest';
import { brand } from '@site/contracts/brand';
import { siteFacts } from '@site/contracts/site-facts';
import { answerFromFacts } from '../src/answer/facts/index.ts';
import { modelsNamed } from '../src/answer/facts/models.ts';
import { isTextField, type FieldDescriptor } from '@site/contracts/forms/descriptor';
import { formDescriptors } from '@site/contracts/forms/forms';
import { knowledgePage as page } from './support/pages.ts';

const ask = (q: string, context?: string) => answerFromFacts(q, context);
const text = (q: string, context?: string) => ask(q, context)?.response ?? '';
const { models, careers, sensors, projects, legal } = siteFacts;

describe('models', () => {
  it('reads the entry-level and the top model as the first and the last of the range', () => {
    const [first] = models.names;
    const last = models.names.at(-1)!;
    expect(modelsNamed('how many features does the entry-level model include out of the total?')).toEqual([first]);
    expect(modelsNamed('what does your top model include')).toEqual([last]);
    // "Basic doubt": the visitor's simple question, not the model.
    expect(modelsNamed('Basic doubt - from where do we measure suction lift?')).toEqual([]);
    // "one" is a model only where the question speaks of models.
    expect(modelsNamed('how is the smallest model different from the top one')).toEqual([first, last]);
    expect(modelsNamed('which pump is the top one for sewage')).toEqual([]);
    expect(modelsNamed('is the most basic plan ok for a small town with two pumps?')).toEqual([first]);
    // The features of the entry-level model, not the "level" rows of the table.
    expect(text('how many features does the entry-level model include out of the total?')).toMatch(new RegExp(`^${first}: `));
  });

  it('says whether each of two models compared has the feature named, then what else differs', () => {
    const lines = text('whats the difference between Basic and Pro in vibration monitoring?').split('\n');
    expect(lines[0]).toBe('Both Basic and Pro have vibration (from Basic up): no difference there.');
    expect(lines[1]).toMatch(/^Pro \(\d+ of the \d+ features\) has everything in Basic/);
    expect(text('difference between Mini and Lite for AI condition monitoring')).toMatch(
      /^Lite has AI condition monitoring and Mini does not \(from Lite up\)\./,
    );
    // A feature of the top model alone is "only in" it, not "from Max up".
    expect(text('pro vs max for auto scheduling of pumps')).toMatch(
      /^Max has auto scheduling of pumps and Pro does not \(only in Max, the top model\)\./,
    );
  });

  it("reads a name in lower case after another maker's product as that product, not our model", () => {
    expect(modelsNamed('suggest best laptop under 60k for autocad and staad pro, i am civil student')).toEqual([]);
    expect(modelsNamed('is the macbook pro good for autocad')).toEqual([]);
    expect(modelsNamed('should we go with pro or max')).toEqual(['Pro', 'Max']);
    expect(modelsNamed('is max worth it')).toEqual(['Max']);
  });

  it('answers what a model adds on top of an earlier answer by what it adds to the model below it', () => {
    const [, , , fourth, fifth] = models.names;
    const reply = text(`and what does ${fifth} add on top of that?`, 'Which model has water quality analysis?');
    expect(reply).toMatch(new RegExp(`It has everything in ${fourth}, plus:`));
    expect(reply).not.toMatch(/^Yes/);
  });

  it('names the neighbouring model for "the next one up" and "the one below"', () => {
    const [first, second, third] = models.names;
    expect(text(`and the next one up from ${first!.toLowerCase()}?`)).toMatch(new RegExp(`^${second} \\(.*\\) has everything in ${first}`));
    expect(text(`what is below ${third}`)).toMatch(new RegExp(`^${third} \\(.*\\) has everything in ${second}`));
    // Named by the question before: a step up from the higher of its models, down from the lower.
    const compared = `What's the difference between ${first} and ${second}?`;
    expect(text('and what does the next model up add on top of that?', compared)).toMatch(
      new RegExp(`^${third} \\(.*\\) has everything in ${second}`),
    );
    // A step from the model named, though the question before compared two.
    expect(text(`and the one below ${second}?`, `what's the difference between ${second} and ${third}`)).toMatch(
      new RegExp(`^${second} \\(.*\\) has everything in ${first}`),
    );
    expect(text('and the one below it?', `Tell me about the ${third} model`)).toMatch(
      new RegExp(`^${third} \\(.*\\) has everything in ${second}`),
    );
  });

  it('leaves a question that shares a word with a feature but asks nothing of the product', () => {
    expect(ask('how big should the strainer on the foot valve be compared with the suction pipe?')).toBeNull();
    // A feature named whole, in a longer question about pumps, not about the product.
    expect(ask('these bearing signals are tiny compared to the normal pump vibration, how can your box see them')).toBeNull();
    expect(text('which models have vibration?')).toMatch(/^Vibration: /);
  });

  it('reads a physical or scale model of a sump as no model of ours', () => {
    expect(ask('when is a physical model study of the sump required? total station flow will be around 8 m3/s')).toBeNull();
    expect(ask('do we need a scale model test for the intake flow?')).toBeNull();
    expect(text('which model do I need for manifold flow')).toMatch(/^For manifold flow any model will do: all five have it\./);
  });

  it('counts the comparison table’s features and groups', () => {
    const groups = new Set(models.features.map((f) => f.section));
    expect(text('how many features are there in the model comparison, and in how many groups?')).toMatch(
      new RegExp(`^The model comparison lists ${models.features.length} features in ${groups.size} groups:`),
    );
  });

  it('reads "torn between Mini and Basic" as a choice of two, not a question about the models between them', () => {
    const [first, second] = models.names;
    expect(text(`we are torn between ${first} and ${second}. what would we be missing with ${first}?`)).toMatch(
      new RegExp(`^${second} \\(.*\\) has everything in ${first}`),
    );
  });

  it('names the models between two others, or says there is none', () => {
    const [first, second, third] = models.names;
    expect(text(`is there a model in between ${first} and ${third}?`)).toMatch(
      new RegExp(`^Yes: ${second} sits between ${first} and ${third}\\.`),
    );
    expect(text(`anything between ${first!.toLowerCase()} and ${second!.toLowerCase()}`)).toMatch(/^No: /);
    // "diff between" compares the two.
    expect(text(`diff between ${first!.toLowerCase()} and ${second!.toLowerCase()}`)).toMatch(new RegExp(`^${second} \\(`));
  });

  it('lists every model with its one line', () => {
    const answer = ask('what models are there?')!;
    expect(answer.mode).toBe('facts');
    for (const m of models.list) expect(answer.response).toContain(`- ${m.name}: ${m.audience}`);
    expect(answer.sources).toEqual([{ title: 'Products and Solutions', url: '/products' }]);
  });

  it('names the models that have a feature, from the comparison table', () => {
    const water = models.features.find((f) => /water quality/i.test(f.label))!;
    const from = models.names.indexOf(water.from);
    expect(text('which model has water quality analysis')).toContain(
      models.names
        .slice(from)
        .join(' and ')
        .replace(/ and (?=.* and )/g, ', '),
    );
    expect(text('does the Mini have water quality analysis?')).toMatch(/^No: Mini/);
    // How many pumps are down, and why: both rows.
    const down = text(
      'Our EE asks every Monday how many pumps are not working and the reason for each. can the system give that directly?',
    );
    expect(down).toMatch(/Count of non-operative pumps/i);
    expect(down).toMatch(/Reasons for pumps not operating/i);
    // Who fits the sensors is the installation's, not the list of sensors.
    expect(ask('do we have to arrange a local electrician or contractor for fitting the sensors or does your team do it?')).toBeNull();
    // Hinglish: "lite aur max mein kya fark hai?" names both models.
    expect(text('lite aur max mein kya fark hai? kitne features hai dono mein')).toMatch(
      /^Max \(52 of the 52 features\) has everything in Lite/,
    );
    // Visitors' words for rows: the log register, the district map, who was present.
    expect(text('our operators still write the log register by hand. can this system replace the register?')).toMatch(
      /^Yes: all five models have electronic logbooks\./,
    );
    expect(text('Our EE wants to see all 120 pumping stations on the district map. is this possible in the smallest model?')).toMatch(
      /^Yes: Mini has GIS visualisation/,
    );
    expect(text('can the system prove who was present and calculate deduction?')).toMatch(/manpower and biometric attendance penalty/);
    // Asked as what the visitor will see or have: "can we see all stations on one map?".
    expect(text('can we see all stations on one map?')).toMatch(/^Yes: all five models have GIS visualisation\./);
    expect(text('is there a map view of the stations?')).toMatch(/^Yes: all five models have GIS visualisation\./);
    // "can it tell me which pump to run?": the scheduling, not the run hours.
    expect(text('can iPUMPNET tell me which pump to run at night when tariffs are lower?')).toMatch(
      /^Yes: the Max has auto scheduling of pumps, and only the Max, the top model\.\n/,
    );
    // What a model lacks, named or meant by "it" after a question about it.
    expect(text('what does Pro not have?')).toMatch(/^Pro has 50 of the 52 features; it lacks:\n- Inventory management \(only in Max\)/);
    expect(text('what is missing in the Max?')).toMatch(/^Max has all 52 features/);
    expect(text('what does it not have?', 'what does the Pro model include?')).toMatch(/^Pro has 50 of the 52 features; it lacks:/);
    // "that one" after a feature's models: the first model with that feature.
    expect(text('ok and does that one also do automatic pump scheduling?', 'which model has water quality analysis?')).toMatch(
      /^No: Pro does not have auto scheduling of pumps; it comes with Max only, the top model\./,
    );
    // "which model do we need for that?" after penalties asked ("penalised"): the penalty rows, and the models without them.
    expect(text('which model do we need for that?', 'Can iPUMPNET work out what he should be penalised?')).toMatch(
      /^- Penalty for low pump efficiency: from Lite up \(Lite, Pro and Max; not in Mini or Basic\)\./,
    );
    expect(text('which model has that?', 'Does iPUMPNET measure vibration?')).toMatch(
      /^Vibration: from Basic up \(Basic, Lite, Pro and Max; not in Mini\)\./,
    );
    // "and water quality?" after a feature's models: that row's models.
    expect(text('and water quality?', 'which models have AI condition monitoring?')).toMatch(
      /^Water quality analysis: from Pro up \(Pro and Max; not in Mini, Basic or Lite\)\./,
    );
    // "only in the top model?": whether that model alone has it, not only that it has it.
    expect(text('is GIS only in Max?')).toMatch(/^No, not only Max: GIS visualisation comes with all five models/);
    expect(text('Is the GIS map view only in the top model, or do the cheaper ones get it too?')).toMatch(/^No, not only Max/);
    expect(text('is auto scheduling only in the top model?')).toMatch(/^Yes: only Max has auto scheduling of pumps\./);
    expect(text('we only have Mini, does it have GIS?')).toMatch(/^Yes: Mini has GIS visualisation/);
    // Hinglish "bijli jaati hai", "light nahi thi": the hours of power failure.
    expect(text('bijli bahut jaati hai. kitne ghante light nahi thi, Mini model mein milega?')).toMatch(
      /^Yes: Mini has power availability and power-failure hours/,
    );
    expect(ask('can we see the pump curve?')).toBeNull();
    // Where the visitor works ("a thermal power station") measures no power.
    expect(ask('CW pumps at a thermal power station. does it suit power plants?')).toBeNull();
    // "Contract management" names no "Inventory management".
    expect(
      text("Can the system calculate liquidated damages when our contractor defaults? That's a big part of our contract management."),
    ).not.toMatch(/inventory management/i);
    // A feature the visitor rules out is not the one asked about; failures foreseen are condition monitoring.
    const monitoring = models.features.find((f) => /condition monitoring/i.test(f.label))!;
    const ruledOut = text('which model has the AI fault prediction? we dont want to pay for water quality stuff');
    expect(ruledOut).toMatch(new RegExp(`^${monitoring.label}: from ${monitoring.from} up`));
    expect(ruledOut).not.toContain(water.label);
    expect(text('does the Max have water quality analysis?')).toMatch(/^Yes: Max/);
  });

  it('says what one model has that another lacks, whichever order they are named in', () => {
    const forward = text('difference between lite and pro');
    expect(forward).toBe(text("what's in the Pro that Lite doesn't have"));
    for (const f of models.features.filter((f) => f.from === 'Pro')) expect(forward).toContain(f.label);
    expect(forward).not.toContain(models.features.find((f) => f.from === 'Lite')!.label);
    // How many features each has, counted from the table.
    const count = (name: string) => models.features.filter((f) => models.names.indexOf(name) >= models.names.indexOf(f.from)).length;
    expect(forward).toContain(
      `Pro (${count('Pro')} of the ${models.features.length} features) has everything in Lite (${count('Lite')} of the ${models.features.length})`,
    );
  });

  it('answers whether a named model has a feature named in other words, the acronym kept', () => {
    expect(text('does the Lite model do AI based fault prediction?')).toMatch(/^Yes: Lite has AI condition monitoring/);
  });

  it('reads a question about our data used for other customers as no question about our projects', () => {
    expect(ask('will my data be used to train your AI for other customers?')).toBeNull();
  });

  it('leaves what becomes of the data sent with the contact form to the privacy knowledge, not the contact details', () => {
    expect(ask('what is your privacy policy regarding my data from the contact form')).toBeNull();
    expect(text('what is your phone number')).toMatch(/Phone: /);
  });

  it('does not take "basic reporting" or "max flow" for a model', () => {
    expect(modelsNamed('what is in basic reporting')).toEqual([]);
    expect(modelsNamed('Sorry if this is basic, but what does your company offer?')).toEqual([]);
    expect(modelsNamed('is basic enough for 2 pumps?')).toEqual(['Basic']);
    expect(modelsNamed('max flow of the pump')).toEqual([]);
    expect(modelsNamed('what is the max size?')).toEqual([]);
    expect(modelsNamed('and the max?')).toEqual(['Max']);
    expect(modelsNamed('insulation class F. what temp is the max for that')).toEqual([]);
    expect(modelsNamed('what does the Max add over Pro')).toEqual(['Pro', 'Max']);
    expect(modelsNamed('is the Basic model enough')).toEqual(['Basic']);
  });

  it('follows up on the earlier question: "and the Max?", "is it in the Mini?"', () => {
    expect(text('and the Max?', 'tell me about the Lite model')).toContain(models.list.find((m) => m.name === 'Max')!.audience);
    expect(text('is it in the Mini?', 'which models have the digital twin')).toMatch(/^No: Mini does not have the digital twin/);
    // "the cheapest model" asked of is Mini; "the cheapest one that has it" asks the least model needed.
    expect(modelsNamed('does the cheapest model have it too?')).toEqual(['Mini']);
    expect(modelsNamed('which is the cheapest model that has GIS?')).toEqual([]);
    expect(text('does the cheapest model have it too?', "what's a digital twin in your system?")).toMatch(
      /^No: Mini does not have the digital twin/,
    );
    // A family of rows the earlier question asked about ("alarms"), in one line.
    expect(text('is that in the cheapest model too?', 'Does the system send alarms?')).toMatch(
      /^Yes: Mini has time-tagged alarms, alarm escalation by e-mail and SMS and the record of who attended each alarm and when \(all five models\)\.\n/,
    );
    expect(text('is that in Mini too?', 'does it have predictive maintenance and a digital twin?')).toMatch(
      /^No: Mini has neither predictive maintenance nor the digital twin; they come with Basic, Lite, Pro and Max\./,
    );
  });

  it('reads "it" after a question about one model as that model: "does it show vibration also?" after the Mini', () => {
    expect(text('does it show vibration also?', 'What does the Mini model include?')).toMatch(
      /^No: Mini does not have vibration; it comes with Basic/,
    );
    expect(text('does it have AI condition monitoring?', 'What does the Basic model include?')).toMatch(
      /^No: Basic does not have AI condition monitoring/,
    );
    // After "what does Lite give over Basic?", "it" is the model the comparison is about.
    expect(text('and auto scheduling of pumps, is that also in it?', 'what extra does Lite give over Basic?')).toBe(
      'No: Lite does not have auto scheduling of pumps; it comes with Max only, the top model.\nCompare all models on the Products and Solutions page: /products',
    );
    // With no model named before, the product as a whole.
    expect(text('does it show vibration also?', 'what sensors do you fit?')).toMatch(/^Yes: every model from Basic up has vibration/);
  });
});

describe('sensors', () => {
  it('reads a certification asked of the sensors as no question about which sensors there are', () => {
    expect(text('what certifications do the sensors and edge unit have?')).toMatch(
      /Hardware certifications:\n- Electromagnetic emission class A/,
    );
  });

  it('leaves readings to be diagnosed ("flow meter reads zero ... what happened?") to the pages, though they name sensors', () => {
    expect(
      ask(
        'motor is running, power meter shows it drawing current but flow meter reads zero and discharge pressure is near zero. what happened?',
      ),
    ).toBeNull();
    expect(ask('why does the flow meter read zero while the pump runs?')).toBeNull();
    expect(text('which sensor measures the flow?')).toMatch(/^Flow: /);
  });
});

describe('openings', () => {
  it('lists every opening with its experience', () => {
    const answer = text('do you have any job openings?');
    for (const o of careers.openings) expect(answer).toContain(`- ${o.title} (${o.experience})`);
    expect(answer).toContain('/careers');
  });

  it('reads opening a pump or a valve opening as no job opening', () => {
    expect(ask('how do i know if my impeller is worn without opening the pump')).toBeNull();
    expect(ask('what should the valve opening be at start-up')).toBeNull();
    // "what do they need?" asks what the opening named asks for.
    expect(text('I want to apply for the Azure lead role, what do they need?')).toMatch(
      /^Microsoft Azure technical lead \(7\+ years of experience\) asks for:/,
    );
    // The visitor's own final-year project is no project of ours.
    expect(text('ECE 2025 passout here, did final yr project with I2C sensors. which opening suits me??')).not.toMatch(/water board/);
    expect(ask('For my BE project I need to explain how a rolling element bearing fails stage by stage')).toBeNull();
    // No opening that fits: how to apply anyway is the careers page's, not the list again.
    expect(ask('i am mech engg with 3 yrs pump testing exp. nothing for me then?', 'do u have openings in pump design?')).toBeNull();
    // A port opened in a firewall, and other employers' jobs set beside ours.
    expect(ask('our policy: no inbound port opening. will your station box need a public static IP?')).toBeNull();
    expect(ask('is growth in your company based on seniority like govt jobs or on performance?')).toBeNull();
    expect(text('react + typescript dev, 3 yrs exp. is there an opening that fits me?')).toMatch(/opening/i);
  });

  it('finds the openings that ask for an ITI certificate, and shows what the one found asks for', () => {
    const iti = text('i have ITI certificate only, no diploma or degree. which one of these i can apply for?');
    expect(iti).toMatch(/^The opening for ITI holders is Software \/ Hardware associate engineer/);
    expect(iti).toContain('ITI certificate');
  });

  it('leaves an age limit or a disability to the careers page, even asked of a named opening', () => {
    expect(ask('is there an age limit to join as a fresher?')).toBeNull();
    expect(ask('I am a fresher with a hearing disability. Will my application be considered for your junior embedded post?')).toBeNull();
    expect(ask('do you hire women engineers for the automation opening?')).toBeNull();
    // An age in years is no experience, nor a career break.
    expect(
      ask("I'm a 45 year old woman mechanical engineer restarting my career after a 6 year break. Would your company consider me?"),
    ).toBeNull();
  });

  it('filters by level of experience and by field', () => {
    const fresher = text('any jobs for freshers?');
    expect(fresher).toContain('Jr Embedded Engineer');
    expect(fresher).not.toContain('Hardware design Lead');
    // "Anything senior for me?" after twelve years in electronics asks for an opening.
    const senior = text(
      "I've got 12 years designing industrial electronics: multilayer PCBs, EMC and IP certification. Anything senior for me?",
    );
    expect(senior).toMatch(/Hardware design Lead \(10\+ years of experience\)/);
    const embedded = text('are you hiring embedded engineers');
    expect(embedded).toContain('Embedded Engineer');
    expect(embedded).not.toContain('UI Programmer');
  });

  it('gives the opening that fits the years a visitor names, not the one whose title they named', () => {
    const fits = careers.openings.filter((o) => /embedded/i.test(o.title) && Number(o.experience.match(/\d+/)?.[0]) <= 1);
    const answer = text('do you have any vacancy for an embedded engineer with 1 year experience?');
    expect(answer).toMatch(/^We have \d+ openings? for 1 year of experience/);
    for (const o of fits) expect(answer).toContain(`- ${o.title} (${o.experience})`);
    expect(answer).not.toMatch(/asks for:/);
  });

  it('reads a job seeker\'s own projects as their work, and "anything open that fits me?" as asking for an opening', () => {
    expect(text("I've led Azure projects for about 8 years. Anything open that fits me?")).toMatch(
      /^We have 1 opening for 8 years of experience in azure:\n- Microsoft Azure technical lead \(7\+ years\)/,
    );
    // "8 years in embedded firmware, anything for me?": years and a field told, an opening asked.
    expect(text('8 years in embedded firmware, anything for me?')).toMatch(/^We have no opening for 8 years of experience in embedded/);
    // Our projects, asked for, are still ours.
    expect(text('which projects have you done for water boards?')).toMatch(/water board/);
  });

  it('says the openings of a field are for less experience than the years told, not that they fit', () => {
    const automation = careers.openings.find((o) => /automation/i.test(o.title))!;
    const answer = text('I have 6 years in PLC and SCADA, which one fits me?');
    expect(answer).toMatch(/^We have no opening for 6 years of experience in plc right now\. The nearest one asks for less experience:/);
    expect(answer).toContain(`- ${automation.title} (${automation.experience})`);
    expect(answer).toContain('send your resume anyway');
    // Years the opening's range holds: it fits.
    expect(text('I have 1 year in PLC, which one fits me?')).toMatch(/^We have 1 opening for 1 year of experience in plc:/);
  });

  it('answers what one opening asks for when the question names it, though its title names a field too', () => {
    const sql = careers.openings.find((o) => /sql/i.test(o.title))!;
    expect(text(`for the ${sql.title.toLowerCase()} job is it only t-sql or reporting tools also`)).toMatch(
      new RegExp(`^${sql.title} \\(`),
    );
    const lead = careers.openings.find((o) => /technical lead/i.test(o.title))!;
    expect(text('azure cert compulsory for the tech lead?')).toMatch(new RegExp(`^${lead.title} \\(`));
    // Asked for the field, the field's openings.
    expect(text('any embedded engineer jobs')).toMatch(/^We have \d+ openings in embedded/);
    // "do you have any senior role?" asks for the openings, as "any senior openings?" does.
    expect(text('I am a cloud architect with 9 years on Azure. do you have any senior role?')).toMatch(
      new RegExp(`^We have \\d+ openings? for experienced people[^:]*:\n- ${lead.title}`),
    );
    // The years told choose among the openings: a lead the years do not reach gives way to those they do, and
    // says what it asks for; a lead in another field (Azure) is not said.
    const hardware = careers.openings.find((o) => /^hardware design engineer/i.test(o.title))!;
    const pcb = text('I have around 2.5 yrs doing schematic and PCB layout. which one suits me, the lead one?');
    expect(pcb).toContain(`- ${hardware.title}`);
    expect(pcb).toMatch(/^Hardware design Lead asks for 10\+ years of experience, more than you have so far\.\n/);
    expect(pcb).not.toMatch(/- Hardware design Lead|Azure/);
    // The lead named by its title: the years it asks for, and the openings the years fit, not the junior ones outgrown.
    const named = text('I have 8 years in industrial electronics and PCB design. Can I apply for the Hardware design Lead post?');
    expect(named).toMatch(
      /^Hardware design Lead asks for 10\+ years of experience, more than the 8 years you have so far\.\nOpenings your experience fits:/,
    );
    expect(named).toContain(`- ${hardware.title}`);
    expect(named).not.toMatch(/0-2 years/);
    // Going for the product is no choice of an opening, though the visitor's staff are named.
    expect(text('If we go for iPUMPNET, who will commission it? we dont have instrumentation staff')).not.toMatch(/^We have \d+ opening/);
    // A role in the dashboards is no opening.
    expect(text('do you have role based access for operators?')).not.toMatch(/^We have \d+ opening/);
  });

  it('answers what a named opening asks for, and reads customer sites as no project question', () => {
    const junior = careers.openings.find((o) => /^jr embedded/i.test(o.title))!;
    expect(text('does the junior embedded one involve going out to customer sites?', 'what embedded / hardware jobs do you have?')).toMatch(
      new RegExp(`^${junior.title} \\(`),
    );
  });

  it('reads "am i eligible for any post?" as a question about the openings', () => {
    expect(text('Diploma in instrumentation engg, 2024 passout, am i eligible for any post?')).toMatch(/^We have \d+ opening/);
  });

  it('takes no opening from words every title has, nor from work called jobs', () => {
    expect(ask('he wants one view across all districts, and the junior engineers still need their own station detail')).toBeNull();
    expect(ask('which course for our fitters? they do all the bearing and seal jobs')).toBeNull();
  });

  it('takes no opening from two words of a title said far apart, but takes one said side by side', () => {
    expect(ask('What approach velocity should we design for in the sump channel leading to the pumps?')).toBeNull();
    expect(text('for the junior automation engineer post do i need to know PLC')).toMatch(/^Jr Industrial Automation & Control Engineer/);
  });

  it('reads "the first one" after a question that found one opening as that opening', () => {
    const junior = careers.openings.find((o) => /^jr embedded/i.test(o.title))!;
    expect(text('what protocols should i know for the first one?', 'any openings for freshers in embedded?')).toMatch(
      new RegExp(`^${junior.title} \\(`),
    );
  });

  it('reads a range of years as the openings that ask for that range', () => {
    const range = careers.openings.find((o) => /^\d+-\d+/.test(o.experience))!;
    const [from, to] = range.experience.match(/\d+/g)!;
    const answer = text(`any openings for ${from}-${to} yrs experience`);
    for (const o of careers.openings) {
      if (o.experience.startsWith(`${from}-${to}`)) expect(answer).toContain(o.title);
      else expect(answer).not.toContain(`- ${o.title} (`);
    }
  });

  it('gives what one opening asks for when the earlier question and this one together pick it out', () => {
    const embedded = careers.openings.filter((o) => /embedded/i.test(o.title));
    const one = embedded.find((o) => /^\d+-\d+/.test(o.experience))!;
    const [from, to] = one.experience.match(/\d+/g)!;
    const answer = text(`what do they ask for in the ${from}-${to} yr one?`, 'what embedded openings do you have');
    expect(answer).toContain(`${one.title} (${one.experience} of experience) asks for:`);
    for (const r of one.requirements) expect(answer).toContain(r);
  });

  it('narrows a field to the opening a technology names ("8 years in azure"), but not a field named whole', () => {
    const azure = careers.openings.filter((o) => /azure/i.test(o.title));
    expect(text('any job openings for someone with 8 years in azure?')).toMatch(new RegExp(`^We have ${azure.length} opening`));
    expect(text('any software jobs?')).toMatch(/UI Programmer[\s\S]*SQL Server Programmer/);
  });

  it('takes learners at the academy for no hire', () => {
    expect(ask('does the academy teach anything for plant operators, not just design engineers?')).toBeNull();
    expect(text('any openings for design engineers?')).toMatch(/engineer/i);
  });

  it('takes "good job" for praise, not a job', () => {
    expect(ask('operator tightened the gland till it stopped dripping. good job or not?')).toBeNull();
  });
});

describe('company facts', () => {
  it('gives the phone number and the reply time from the brand config', () => {
    const answer = text("what's your phone number");
    expect(answer).toContain(brand.phone.display);
    expect(answer).toContain(brand.replyWithin);
  });

  it('hands an office in a place the published address does not name to the team, with that address', () => {
    const away = ask('Do u have an office in Chennai? I want to meet someone in person.')!;
    expect(away.mode).toBe('handoff');
    expect(away.response).toContain(brand.address.lines.join(', '));
    expect(away.response).toContain('in Chennai');
    const city = brand.address.lines.join(' ').match(/\b([A-Z][a-z]+) \d/)![1]!;
    expect(ask(`is your office in ${city}?`)?.mode).toBe('facts');
    expect(ask('do you have an office in india')?.mode).toBe('facts');
    // A person of ours in a place, "based" there or not.
    const engineer = ask('Do you have a service engineer based in Guwahati? Our stations are all in Assam.')!;
    expect(engineer.mode).toBe('handoff');
    expect(engineer.response).toContain('anyone in Guwahati');
    expect(ask('do you have engineers at site during installation?')?.response ?? '').not.toMatch(/anyone in Site/);
  });

  it('answers how soon a reply comes to a mail', () => {
    expect(text('if i mail today how soon can i expect a reply')).toContain(brand.replyWithin);
  });

  it('answers how soon the team replies', () => {
    expect(text('how long until you reply to my enquiry?')).toContain(brand.replyWithin);
  });

  it('states the demo age rule and the terms visitors ask about', () => {
    expect(text('can a 16 year old book a demo?')).toContain(String(legal.minimumDemoAge));
    // The rule is one of the website's terms: its page is cited beside the demo page.
    expect(ask('can a 16 year old book a demo?')?.sources.map((s) => s.url)).toEqual(['/request-demo', legal.termsRoute]);
    // After a question about demos, an age alone asks the rule.
    expect(text('my son is 17 and handles our farm pumps. can he fill it in instead of me?', 'how do I get a demo?')).toMatch(
      new RegExp(`aged ${legal.minimumDemoAge} or over`),
    );
    expect(ask('my son is 17 and handles our farm pumps. can he fill it in instead of me?')).toBeNull();
    expect(text('how long do I have to make a claim?')).toContain(legal.claimsWithin);
    expect(text('how fast do you resolve a grievance')).toContain(legal.grievancesWithin);
  });

  it('lists all fourteen sensors, and answers one sensor without the list', () => {
    const all = text('what sensors does iPUMPNET use?');
    for (const s of sensors.list) expect(all).toContain(`- ${s.name}`);
    expect(text('do you have a noise sensor?')).toMatch(/^Yes: iPUMPNET uses a noise sensor/);
    // "fingerprint scanners" are the biometric attendance sensor; "why would it need them?" asks what it is for.
    expect(text('why on earth would a pump monitoring system need fingerprint scanners? sounds like overkill')).toMatch(
      /^Biometric attendance: Who was on duty at the station and when, for manpower records\./,
    );
    expect(ask('can a thermal camera find where the pump is overheating')).toBeNull();
    // A reading told rising is to be diagnosed, not the sensor described.
    expect(ask('our conductivity sensor reading keeps rising at the coastal station, should we worry?')).toBeNull();
  });

  it('leaves whether the sensors fit on old pumps to the installation page, but lists the sensors fitted when asked which', () => {
    expect(
      ask('we have old kirloskar and KSB pumps (15-20 years). will your sensors fit on them or do we have to buy new pumps'),
    ).toBeNull();
    expect(ask('we have old pumps, some 20 yrs old. can your sensors go on them or do we need to replace pumps?')).toBeNull();
    expect(ask('will the sensors work with our existing pumps')).toBeNull();
    expect(text('what sensors are fitted on the pump')).toMatch(new RegExp(`^iPUMPNET uses ${sensors.list.length} sensors:`));
  });

  it('gives the parameter groups, not the instruments, for the main groups of what it measures', () => {
    expect(text('what all does it measure? give me the main groups, not every single item')).toMatch(
      new RegExp(`^iPUMPNET reports ${siteFacts.parameters.categories.length} groups of parameters:`),
    );
    expect(text('what all does it measure?')).toMatch(/sensors:/);
  });

  it('answers the one sensor a question about the sensors names', () => {
    const temperature = sensors.list.find((s) => s.name === 'Temperature')!;
    expect(text('which all temperatures your sensors are catching?')).toBe(
      `${temperature.name}: ${temperature.purpose}\nMore on the iPUMPNET page: ${sensors.route}`,
    );
    expect(text('what all sensors are there')).toMatch(/^iPUMPNET uses \d+ sensors:/);
  });

  it('lists the sensors when asked what the product measures', () => {
    expect(text('what exactly does ipumpnet measure on a pump?')).toMatch(new RegExp(`uses ${sensors.list.length} sensors`));
  });

  it('takes "reach" for getting in touch only when it is us the visitor would reach', () => {
    expect(text('how can i reach your team')).toContain(brand.phone.display);
    expect(ask('is the link encrypted, can anything from outside reach our pumps through your cloud')).toBeNull();
  });

  it('reads "how long do you keep what I type" as no question about the reply time', () => {
    expect(text('how long do you keep what I type here?')).not.toMatch(/We reply/);
    expect(text('how long will you take to reply to my enquiry')).toMatch(/within 24 hours/);
  });

  it('reads how long something else takes, alerts sent by SMS or WhatsApp and "all the time" as no contact or model facts', () => {
    expect(ask('how long does installation take, and will you need to shut down our pumps for it?')).toBeNull();
    expect(text('can ipumpnet send alert on sms or whatsapp when pump trips?')).not.toContain(brand.phone.display);
    expect(ask('does it need internet all the time? our station has no signal for hours')).toBeNull();
    expect(text('can I reach you on whatsapp?')).toContain(brand.messaging.href);
  });

  it('gives the address for "where are you based", but not for a product "AI based" or a visitor "based in Nairobi"', () => {
    expect(text('where are you based')).toContain(brand.address.lines.at(-1)!);
    expect(ask('is it AI based')).toBeNull();
    // Where the visitor is based is no question about where we are.
    expect(ask("is it online or only classroom? I'm based in Nairobi")).toBeNull();
    expect(ask('is the optimisation AI based? what algorithms do you use')).toBeNull();
    // A grease, an oil or a scheme "based" on something is no place.
    expect(ask('can I use water based grease in a submersible?')).toBeNull();
    expect(ask('is it a solar based system?')).toBeNull();
    expect(text('is the company based in Pune?')).toContain(brand.address.lines.at(-1)!);
    expect(text('you guys are based where?')).toContain(brand.address.lines.at(-1)!);
    // The visitor's own "very remote location" is their site, not ours.
    expect(
      ask(
        'We run dewatering pumps in an open cast coal mine, very remote location. Can your system be used there and what would it watch?',
      ),
    ).toBeNull();
    expect(text('what is your location?')).toContain(brand.address.lines.at(-1)!);
  });

  it('gives the e-mail "for sales team", both terms for a claim and a grievance, and no address for office hours', () => {
    expect(text('email id for sales team pls')).toContain(brand.email);
    const both = text('how long do I have to raise a claim about your website? and who handles grievances');
    expect(both).toMatch(/within one year/);
    expect(both).toMatch(/grievance officer/);
    expect(text('what are your office working hours?')).not.toMatch(/Address:/);
    // Another office named by whose it is is no question about ours.
    expect(
      ask('Can we export the daily readings to excel/csv to make our own reports for the collector office?')?.response ?? '',
    ).not.toMatch(/Address:/);
    expect(ask('Is it possible for our shore office engineering team to see the pump data?')?.response ?? '').not.toMatch(/Address:/);
  });

  it('gives every way to reach the support team, and only the phone for its number', () => {
    const all = text('how can I contact your support team');
    for (const fact of [brand.phone.display, brand.email, brand.replyWithin]) expect(all).toContain(fact);
    const phone = text('support team number');
    expect(phone).toContain(brand.phone.display);
    expect(phone).not.toContain(brand.email);
  });

  it('gives the stated results for "how much can I save", not for a saving by other means', () => {
    expect(text('how much energy can I save')).toMatch(/5 to 35%/);
    expect(ask('how much energy can I save by trimming the impeller')).toBeNull();
  });

  it('reads a wear ring as no call to ring us, and "can I ring you" as one', () => {
    expect(ask('what is a wear ring and how do we know it is worn?')).toBeNull();
    expect(text('can I ring you tomorrow?')).toContain(brand.phone.display);
  });

  it('tells the reply time when the visitor asks when "someone" will get back to them', () => {
    expect(text('how soon will someone get back to me?')).toMatch(/within 24 hours/);
  });

  it('tells how long a demo request is kept, not how to request a demo', () => {
    expect(text('how long do you keep my demo request data')).toMatch(new RegExp(`kept for ${legal.submissionRetentionDays} days`));
    // Footage set aside, the other data is asked about; stations added later are no demo.
    expect(ask('Apart from the camera footage, how long is our pump data kept in your cloud?')).toBeNull();
    expect(ask('can we begin with one pumping station as a pilot and add the others later?')).toBeNull();
    // Details sent wrongly: how to have them corrected, not how to request a demo.
    expect(text('I sent a demo request last week with a wrong phone number and address. How do I get it corrected?')).toMatch(
      new RegExp(
        `^Write to .* with the right details: you may ask us to show, correct or delete what you sent, .*within ${legal.grievancesWithin}\\.`,
      ),
    );
  });

  it('gives the project figures, and leaves knowledge questions alone', () => {
    const figures = text('tell me about your projects');
    for (const f of projects.list[0]!.figures) expect(figures).toContain(`${f.label}: ${f.value}`);
    expect(ask('what causes cavitation?')).toBeNull();
    expect(ask('how is pump vibration measured')).toBeNull();
    expect(ask('what is ipumpnet, for my college mini project')).toBeNull();
    expect(ask("I'm a final year BE student doing a project on energy audit of pumping systems. What's the method in brief?")).toBeNull();
    // The visitor's own water board is not ours.
    expect(ask('Our state water board does not permit public cloud. Can iPUMPNET be hosted on our own servers?')).toBeNull();
    expect(
      ask('we are a state water board and not allowed to use public cloud. can the software be hosted on our own servers?'),
    ).toBeNull();
    expect(text('which water board uses it?')).toContain(projects.list[0]!.client);
    // The visitor's own e-mail passed on is privacy; ours asked for is contact.
    expect(ask('do you pass our email id to marketing agencies?')).toBeNull();
    expect(ask('will you give my mobile number to other vendors?')).toBeNull();
    expect(ask('do you share our company phone number with any partners?')).toBeNull();
    expect(ask('will my email be sold to spammers if i fill the demo form?')).toBeNull();
    expect(text('our email id is not getting your replies, what is your email?')).toContain(brand.email);
    // "plz share" asks us to give our number, not whether we pass the visitor's on.
    expect(text('cant find ur contact number anywhere on the site. plz share')).toContain(brand.phone.display);
    // Asking to have a number deleted is privacy, not what the form asks for.
    expect(text('I filled the contact form with my personal mobile number by mistake. pls delete it, how do I ask?')).not.toMatch(
      /form asks for/,
    );
    // A client the page withholds is said to be withheld, before the figures.
    const named = text('which water board is the project on your projects page? name pls');
    expect(named).toMatch(/^The client's name is not published: the Projects page describes it only as a state water/);
    expect(named).toContain('Total motor capacity');
    expect(text('tell me about your projects')).not.toMatch(/not published/);
  });

  it("shares the project's total motor capacity over its pumps when the average per pump is asked", () => {
    const figure = (label: string) => projects.list[0]!.figures.find((f) => f.label === label)!.value;
    const total = Number(figure('Total motor capacity').replace(/[^\d.]/g, ''));
    const pumps = Number(figure('Number of pumps'));
    expect(text('In your water board project, what is the average motor rating per pump?')).toMatch(
      new RegExp(
        `^${figure('Total motor capacity')} over ${pumps} pumps is about ${Math.round(total / pumps).toLocaleString('en-GB')} kW a pump on average`,
      ),
    );
    expect(text('how many pumps are in your water board project?')).not.toMatch(/on average/);
  });
});

describe('credentials', () => {
  it('lists every kind for "what kinds of credentials", though the visitor\'s words name one', () => {
    const reply = text('what kinds of credentials does the company have? i need to attach them for vendor registration');
    expect(reply).toMatch(new RegExp(`^Our credentials page lists ${siteFacts.credentials.groups.length} kinds: `));
    expect(text('do you have any company registrations?')).toMatch(/^Company registrations:/);
  });

  it('says a named certificate the credentials page does not list is not claimed, and whom to ask', () => {
    const reply = text('Is your company ISO 9001 certified? our tender asks for it');
    expect(reply).toMatch(/^ISO 9001 is not among the credentials published on this site\./);
    expect(reply).toContain(brand.email);
    // Whatever kind the visitor's other words name ("registration"), and a mark asked of the hardware.
    const vendor = ask('Is your company ISO 9001 certified? our procurement needs the certificate copy for vendor registration')!;
    expect(vendor.mode).toBe('handoff');
    expect(vendor.response).toMatch(/^ISO 9001 is not among the credentials published on this site\./);
    expect(text('is the edge unit CE marked?')).toMatch(/^CE marked is not among the credentials published on this site\./);
    expect(text('do you have any patents?')).toMatch(/^Patents:/);
    // A document for the equipment installed is no credential of the company.
    expect(ask('Do you provide calibration certificates for the flow meters and pressure transmitters you install?')).toBeNull();
  });

  it('gives the certifications themselves when asked what certifications there are, from the typed content', () => {
    const hardware = siteFacts.credentials.groups.find((g) => /certifications/i.test(g.title))!;
    const reply = text('what certifications does your company have? ISO?');
    expect(reply).toMatch(/^ISO is not among the credentials published on this site\./);
    for (const item of hardware.items) expect(reply).toContain(`- ${item}`);
    expect(text('what certifications do you have')).toContain(`${hardware.title}:`);
  });

  it('gives every kind a question names ("patents or awards"), and says ATEX is not claimed when asked of the sensors', () => {
    const both = text('do you guys have any patents or awards or is it just a startup?');
    expect(both).toMatch(/^Awards:/);
    expect(both).toMatch(/\nPatents:/);
    expect(text('Are your sensors and edge unit ATEX / explosion-proof certified for Zone 1?')).toMatch(
      /^ATEX is not among the credentials published on this site\./,
    );
  });
});

describe('stated results', () => {
  it('gives every stated result for "what savings do you claim, and how fast does it pay back?"', () => {
    const answer = text('what savings do you claim, and how fast does it pay back?');
    for (const b of siteFacts.benefits.list) expect(answer).toContain(b.text);
  });

  const { benefits } = siteFacts;

  it('reads cost savings as the life-cycle cost reduction', () => {
    const answer = text('what kind of efficiency improvement and cost savings can we realistically expect');
    for (const title of ['Efficiency improvement', 'Life-cycle cost reduction'])
      expect(answer).toContain(benefits.list.find((b) => b.title === title)!.text);
    expect(answer).not.toContain(benefits.list.find((b) => b.title === 'Life extension')!.text);
    // "can we realistically expect": an adverb between "we" and "expect" asks the same.
    expect(text('what savings can we realistically expect? efficiency, life, payback etc.')).toContain(benefits.list[0]!.text);
    expect(text('tell me honestly what energy savings customers see')).toContain(benefits.list[0]!.text);
  });

  it("works the stated life-cycle cost reduction out on the visitor's own sum in rupees", () => {
    const cost = benefits.list.find((b) => b.title === 'Life-cycle cost reduction')!;
    const [low, high] = cost.figure.match(/\d+/g)!.map(Number) as [number, number];
    const lakh = (crore: number, percent: number) => `₹${Number(((crore * 100 * percent) / 100).toPrecision(3))} lakh`;
    expect(text("Our station's yearly life-cycle cost is about ₹2 crore. how much could we save per year as per your figures?")).toContain(
      `On ₹2 crore a year, ${low} to ${high}% is about ${lakh(2, low)} to ${lakh(2, high)} a year`,
    );
    // No sum given, no sum worked out; an efficiency gain is no share taken off a bill.
    expect(text('how much can ipumpnet reduce our life cycle cost?')).not.toMatch(/^On ₹/m);
    expect(text('our energy bill is Rs 50 lakh a year, how much energy can ipumpnet save?')).not.toMatch(/^On ₹/m);
  });

  it('reads a stated figure quoted back as a question about that result', () => {
    const efficiency = benefits.list.find((b) => b.title === 'Efficiency improvement')!;
    const range = efficiency.figure.replace(/^[+-]/, '');
    const answer = text(`Are the ${range} savings and 1 year payback guaranteed in writing?`);
    expect(answer).toMatch(/^No: /);
    expect(answer).toContain(efficiency.text);
  });

  it('answers how much can be saved with the stated figures and the disclaimer', () => {
    const answer = ask('how much energy can we save with ipumpnet')!;
    expect(answer.response).toContain(benefits.list.find((b) => b.title === 'Efficiency improvement')!.text);
    expect(answer.response).toContain(benefits.caveat);
    expect(answer.sources.map((s) => s.url)).toContain(benefits.disclaimerRoute);
  });

  it('keeps all the stated results under the answer cap, with the caveat that they are not guaranteed', () => {
    const all = text('What benefits does Aquaflow claim for iPUMPNET, in numbers?');
    for (const b of benefits.list) expect(all).toContain(b.text);
    expect(all).toMatch(/not guaranteed/);
    expect(all.split(/\s+/).length).toBeLessThanOrEqual(125);
  });

  it('says a stated figure is not a guarantee', () => {
    expect(text('is the 5-35% efficiency improvement guaranteed if we buy')).toMatch(/^No: .*not guaranteed/);
  });

  it('lists every result when none is named, and only the one named otherwise', () => {
    expect(text('what results can we expect from it').match(/^- /gm)).toHaveLength(benefits.list.length);
    expect(text('what payback period or ROI do you claim')).toMatch(/Return on investment/);
    expect(text('what payback period or ROI do you claim')).not.toMatch(/Life extension/);
    expect(text('how much longer will our pumps last with ipumpnet')).toMatch(/^- Life extension/m);
    expect(text('how much longer will our pumps last with ipumpnet')).not.toMatch(/Return on investment/);
  });

  it('cites the knowledge page that states the same figures, in its own wording', () => {
    const pages = [
      page('Cavitation', '/cavitation', 'Cavitation cuts efficiency by up to 50% in bad cases.'),
      page('Overview', '/overview', 'The stated benefits are 5 to 35 % better efficiency and up to 50% longer life.'),
    ];
    const answer = answerFromFacts('by how much can ipumpnet extend pump life', undefined, pages)!;
    expect(answer.sources.map((s) => s.url)).toEqual(['/overview', benefits.route, benefits.disclaimerRoute]);
    expect(answer.response).toContain('(/overview)');
  });

  it("takes a payback asked alone as the product's, but not the payback of something else", () => {
    expect(text('what is typical payback period')).toMatch(/^- Return on investment/m);
    expect(text('ROI?')).toMatch(/^- Return on investment/m);
    expect(ask('what is the payback period of a VFD')).toBeNull();
  });

  it('reads "how quickly does the system pay for itself?" as the payback the company states', () => {
    expect(text('how quickly does the system pay for itself?')).toMatch(/^- Return on investment: .*within a year/m);
  });

  it('leaves how to save energy to the knowledge base', () => {
    expect(ask('how do I save energy with a VFD')).toBeNull();
    // No result named and no word for the product: a question about the visitor's own station.
    expect(ask('our station is at 1000 m altitude. how much does that cut the NPSH available')).toBeNull();
    expect(text('realistically what savings have your customers got')).toMatch(/Efficiency improvement/);
    expect(text('any case studies? what savings have customers actually got')).toMatch(/Efficiency improvement/);
  });
});

describe('what sets the product apart', () => {
  const { difference } = siteFacts;

  it('answers "how are you different from…" and "why choose you" with what the home page says, naming no other maker', () => {
    for (const question of [
      'how are you different from grundfos or xylem monitoring solutions',
      'why should we choose ipumpnet over others',
      'what is your USP',
      'what makes ipumpnet unique',
    ]) {
      const answer = ask(question)!;
      for (const paragraph of difference.paragraphs) expect(answer.response).toContain(paragraph);
      expect(answer.sources.map((s) => s.url)).toEqual([difference.route]);
      expect(answer.response).not.toMatch(/grundfos|xylem/i);
    }
  });

  it('adds the knowledge sentence on how ours meets the system the visitor already has', () => {
    const pages = [
      page('Installing', '/technology', 'iPUMPNET also integrates with existing SCADA and business systems, in all five models.'),
    ];
    const answer = answerFromFacts('how is this different from normal SCADA, we already have SCADA', undefined, pages)!;
    expect(answer.response).toContain('integrates with existing SCADA');
  });

  it('leaves two terms compared, and "this" set against one of them, to the knowledge base', () => {
    expect(ask('how is NPSHa different from NPSHr')).toBeNull();
    expect(ask('how is this different from NPSHr')).toBeNull();
  });
});

describe('model names in lower case', () => {
  it('are names only where a name fits', () => {
    expect(modelsNamed('does max have water quality analysis')).toEqual(['Max']);
    expect(modelsNamed('we keep the delivery valve wide open to get max water')).toEqual([]);
    expect(modelsNamed('what is the max winding temperature for class F')).toEqual([]);
    expect(modelsNamed('mini or basic for a small station')).toEqual(['Mini', 'Basic']);
  });
});

describe('abbreviations', () => {
  const pages = [
    page('Power', '/power', 'Remedies depend on the cause; fit a variable frequency drive (VFD) instead of throttling.'),
    page(
      'Head terms',
      '/head',
      'Net positive suction head available (NPSHa) is the absolute head at the inlet. A root-mean-square (RMS) value.',
    ),
    page('Overview', '/overview', 'It is an integrated pumping-station performance management solution (IPMS) for utilities.'),
  ];

  it('spells out what the knowledge pages spell out, citing the page', () => {
    const vfd = answerFromFacts('VFD full form?', undefined, pages)!;
    expect(vfd.response).toMatch(/^VFD stands for variable frequency drive\./);
    expect(vfd.sources).toEqual([{ title: 'Power', url: '/power' }]);
    expect(answerFromFacts('what does NPSHa stand for', undefined, pages)!.response).toMatch(
      /^NPSHa stands for net positive suction head available\./,
    );
    expect(answerFromFacts('RMS abbreviation', undefined, pages)!.response).toMatch(/^RMS stands for root-mean-square\./);
    expect(answerFromFacts('VFD meaning?', undefined, pages)!.response).toMatch(/^VFD stands for variable frequency drive\./);
    expect(answerFromFacts('NPSHa formula pls, with what each term means', undefined, pages)).toBeNull();
  });

  it('spells out an abbreviation that has no letter for one word of its words, when none spells it letter for letter', () => {
    expect(answerFromFacts('what does IPMS stand for', undefined, pages)!.response).toMatch(
      /^IPMS stands for integrated pumping-station performance management solution\./,
    );
  });

  it('guesses nothing for an abbreviation no page spells out, nor without being asked', () => {
    expect(answerFromFacts('what does BEP stand for', undefined, pages)).toBeNull();
    expect(answerFromFacts('should we fit a VFD', undefined, pages)).toBeNull();
  });
});

describe('pressure and head', () => {
  const heads = page('Various head terms', '/various-head-terms', 'Head terms.', ['Pressure head', 'Pressure head is p/(ρg).']);
  const convert = (q: string) => answerFromFacts(q, undefined, [heads]);

  it('works a gauge reading out as a head of water, and a head as a pressure, citing the head-terms page', () => {
    const answer = convert('our discharge gauge reads 4 bar. roughly how many metres of head is that for water?')!;
    expect(answer.response).toMatch(/^4 bar is about 41 m of water head: .*1 bar is about 10\.2 m of water/);
    expect(answer.sources).toEqual([{ title: 'Various head terms', url: '/various-head-terms' }]);
    expect(convert('convert 60 psi to meters of water')?.response).toMatch(/^60 psi is about 42 m/);
    expect(convert('how many bar is 30 m head?')?.response).toMatch(/^30 m of water head is about 2\.94 bar/);
  });

  it('works out the head a pump makes from its suction and delivery gauges, a vacuum read as below atmosphere', () => {
    expect(
      convert('Suction gauge shows 0.8 bar and the delivery gauge 6.3 bar, both at the same height. Roughly what head is the pump making?')
        ?.response,
    ).toMatch(/^About 56 m: .*H = \(p_d − p_s\)\/ρg, here 6\.3 bar less 0\.8 bar/);
    expect(convert('suction reads 0.3 bar vacuum and discharge 4 bar, what is the total head?')?.response).toMatch(
      /^About 44 m: .*here 4 bar less 0\.3 bar of vacuum/,
    );
    expect(convert('discharge pressure is 5 bar and suction 50 kPa, pump head?')?.response).toMatch(/^About 46 m: .*less 50 kPa/);
    // Two readings on one side are no pump head.
    expect(convert('discharge pressure went from 5 bar to 4 bar, what head did we lose?')?.response ?? '').not.toMatch(/^About/);
  });

  it('leaves a question that uses a pressure without asking to convert it', () => {
    expect(convert('we pump into a tank kept at about 3 bar. how do i account for that tank pressure in the static head?')).toBeNull();
  });
});

describe('figures worked out with the rule the knowledge base states', () => {
  const heads = page(
    'Various head terms',
    '/various-head-terms',
    'NPSH margin is the amount by which NPSH available exceeds NPSH required. ANSI/HI 9.6.1-2012 recommends margin ratios that depend on the application, from about 1.1 up to 2.5. For water service, ANSI/HI 9.6.1-2012 asks for at least a ratio NPSHa/NPSH3 of about 1.1 or a margin of 0.6 m, whichever is greater. The margin should be checked at the lowest sump level.',
    [
      'NPSH available',
      'For a pump drawing from an open or closed sump: NPSHa = Pa/ρg ± Hs − h_fs − Pvap/ρg. Here Pa is the absolute pressure on the liquid surface (atmospheric, about 10.3 m of water at sea level and falling by roughly 1.2 m for the first 1,000 m of altitude), and Pvap the vapour pressure at the pumping temperature (about 0.24 m at 20 °C, 0.75 m at 40 °C).',
    ],
    [
      'Total static head',
      'Total static head is the difference in elevation between the discharge liquid level and the suction liquid level. It equals the static discharge head minus the static suction head, or the static discharge head plus the static suction lift.',
    ],
    [
      'Velocity head',
      'Velocity head is the kinetic energy of the moving liquid per unit weight, equal to v²/2g, where v is the mean velocity in the pipe.',
    ],
  );
  const performance = page(
    'Sub-optimal pump performance',
    '/sub-optimal',
    'Specific energy is a practical indicator: for water, E = 0.002725 · H / η kWh/m³, with H in metres and η the overall efficiency as a fraction.',
    [
      'Efficiency',
      'Pump efficiency is hydraulic power ρ·g·Q·H divided by shaft power; wire-to-water efficiency divides by electrical input.',
    ],
    [
      'Affinity laws',
      'By the affinity laws, flow changes roughly in proportion to speed, head with its square and power with its cube. The cube law for power describes the pump alone, or a system with no static head. Where the system has static head, the power saved is less. A VFD saves most where friction head dominates, and least where static head dominates.',
    ],
    [
      'Oversizing',
      'Throttling works, but the head dropped across the valve is pure waste: the power lost is ρ·g·Q·ΔH_valve, where ΔH_valve is the head loss across the valve.',
    ],
    [
      'Operating regions',
      'The standard defines a preferred operating region (POR), generally about 70% to 120% of BEP flow. Running inside the POR gives the longest life.',
    ],
  );
  const sump = page(
    'Sump design',
    '/sump',
    'The rule commonly used is S = D (1 + 2.3 Fr), where D is the bell-mouth inlet diameter and Fr = V / √(g·D) is the Froude number.',
    [
      'Bell-mouth clearance',
      'Floor clearance is the gap between the bell-mouth inlet and the sump floor. The standard recommends a clearance of about 0.3 D to 0.5 D. The distance to the back wall is typically about 0.75 D.',
    ],
    [
      'Spacing between pumps',
      'Each pump is best placed in its own bay, with bay width about 2 D. Pumps should sit side by side, never one behind another.',
    ],
    [
      'When to use a physical model study',
      'A physical model study of the intake is recommended when the sump geometry departs from the standard layouts, and for large stations, for example when the flow per pump exceeds about 2.5 m³/s or the total station flow exceeds about 6.3 m³/s. Computational fluid dynamics can support the design but does not replace the model test where the standard calls for one.',
    ],
  );
  const overheating = page(
    'Pump overheats',
    '/overheats',
    'Motor windings are limited by their insulation class (for example class F, 155 °C); as a common rule of thumb, every 10 °C above the rated temperature roughly halves insulation life.',
  );
  const lessFlow = page(
    'Less flow than expected',
    '/less-flow',
    "Less flow is caused by a speed lower than design from low supply frequency (an induction motor's speed follows the supply frequency), a wrong motor or belt slip.",
  );
  const projects = page(
    'Projects',
    '/projects',
    'The project pumps 590 MLD. Here kW is kilowatts of motor rating and MLD is million litres per day (590 MLD is about 6.8 m³/s averaged over a day).',
  );
  const pages = [heads, performance, sump, overheating, lessFlow, projects];
  const worked = (q: string, context?: string) => answerFromFacts(q, context, pages);

  it('holds the NPSH figures a visitor gives against the minimum the page states for water, and cites that page', () => {
    const short = worked("The manufacturer's datasheet gives NPSHr of 4 m and we have 4.2 m available. Are we safe?")!;
    expect(short.response).toMatch(
      /^That margin is too small: with 4\.2 m available and 4 m required, the margin is 0\.2 m \(a ratio of 1\.05\)\..* at least 4\.6 m\./,
    );
    expect(short.response).toContain('whichever is greater');
    expect(short.response).toContain('checked at the lowest sump level');
    expect(short.sources).toEqual([{ title: 'Various head terms', url: '/various-head-terms' }]);
    // Above 6 m required, the ratio asks for more than the 0.6 m floor.
    expect(worked('NPSHa 12 m, NPSHr 10.5 m, will the pump cavitate?')!.response).toMatch(
      /^That margin is enough for water service: .*margin is 1\.5 m \(a ratio of 1\.14\), and the minimum here is 1\.05 m\./,
    );
    expect(worked('consultant says an NPSH margin of 0.3 m is plenty. is that ok?')!.response).toMatch(
      /^That margin is too small: 0\.3 m is less than the 0\.6 m minimum for water service/,
    );
  });

  it('states the minimum margin when asked for it, after NPSH was the topic too, but not inside a wider question', () => {
    expect(worked('so what margin should i keep above it?', 'what is NPSH required')!.response).toMatch(/^For water service, ANSI\/HI/);
    expect(worked('so what margin should i keep above it?')).toBeNull();
    expect(worked('NPSHa vs NPSHr, explain please. also what margin to keep?')).toBeNull();
  });

  it('works out specific energy from the head and efficiency given, by the formula on the page', () => {
    const answer = worked('quick calc: 60 m head, overall efficiency 65%, roughly how many kWh per m3?')!;
    expect(answer.response).toMatch(
      /^At 60 m head and 65% overall efficiency, pumping water takes about 0\.25 kWh per m³ \(0\.002725 × 60 \/ 0\.65 = 0\.2515\)\./,
    );
    expect(answer.sources).toEqual([{ title: 'Sub-optimal pump performance', url: '/sub-optimal' }]);
    expect(worked('formula for kwh per m3')).toBeNull();
  });

  it('works the sump dimensions the page gives as multiples of D out for the visitor’s bell, in the visitor’s unit', () => {
    const clearance = worked('what is the recommended floor clearance below the bell mouth for a 600 mm bell?')!;
    expect(clearance.response).toMatch(
      /^The standard recommends a clearance of about 0\.3 D to 0\.5 D \(180 to 300 mm for a 600 mm bell\)\./,
    );
    expect(clearance.sources).toEqual([{ title: 'Sump design', url: '/sump' }]);
    const spacing = worked('can pumps be placed one behind another? what spacing between pumps for a 0.8 m bell?')!.response;
    expect(spacing).toMatch(/^Each pump is best placed in its own bay, with bay width about 2 D \(1\.6 m for a 0\.8 m bell\)\./);
    expect(spacing).toContain('never one behind another');
    // A bell named, no dimension of the page asked for.
    expect(worked('what inlet velocity is ok for a 500 mm bell?')).toBeNull();
    // The dimension named by the sentence before its multiple ("...the gap between the bell-mouth
    // inlet and the sump floor"), for the bell the question before named.
    expect(
      worked('ok and how high above the sump floor should that bell sit?', 'minimum submergence for a 0.8 m bell mouth passing 0.75 m³/s?')!
        .response,
    ).toMatch(/^The standard recommends a clearance of about 0\.3 D to 0\.5 D \(0\.24 to 0\.4 m for a 0\.8 m bell\)\./);
    expect(worked('and what inlet velocity at the bell should we design for?', 'minimum submergence for a 0.65 m bell?')).toBeNull();
  });

  it('works the submergence out from the bell and its flow or velocity by the formula on the page, rounded up', () => {
    expect(worked('bell mouth 0.5 m passing 0.3 m3/s, what minimum submergence?')!.response).toMatch(
      /^For a 0\.5 m bell passing 0\.3 m3\/s: V = Q \/ \(π D² \/ 4\) ≈ 1\.53 m\/s, Fr = V \/ √\(g·D\) ≈ 0\.69, so S = D \(1 \+ 2\.3 Fr\) ≈ 1\.29 m\. Keep at least 1\.3 m /,
    );
    // After the rule, "ok so for ...?" asks the submergence again of other figures.
    expect(worked('ok so for a 0.5 m bell at 1 m/s?', 'how deep should water be above the bell mouth')!.response).toMatch(
      /≈ 1\.02 m\. Keep at least 1\.05 m/,
    );
    // A depth of a metre or more, for a bell in mm, is said in metres too.
    expect(worked('how much submergence does a 600 mm bell mouth need at 400 litres per second?')!.response).toMatch(
      /≈ 1405 mm \(about 1\.4 m\)\. Keep at least 1450 mm \(about 1\.45 m\) of water/,
    );
    // No flow and no velocity: nothing to work out.
    expect(worked('bell mouth is 0.5 m dia, how much submergence do we need?')).toBeNull();
  });

  it('reads an NPSH figure a few words after its name', () => {
    expect(worked('NPSHa at our site works out to 4.2 m and NPSH3 is 3.8 m. is this margin ok?')!.response).toMatch(
      /^That margin is too small: with 4\.2 m available and 3\.8 m required/,
    );
  });

  it('works the affinity laws out for the speed change given, with where the cube law holds', () => {
    const slower = worked('If I slow a pump by 10% with a VFD, how much do the flow, head and power drop?')!.response.split('\n');
    expect(slower[0]).toBe(
      'At 90% of the speed, the affinity laws give flow about 90% (10% less), head about 81% (0.9² = 0.81: 19% less) and power about 72.9% (0.9³ = 0.729: 27.1% less) of what they were.',
    );
    expect(slower.slice(1, 3)).toEqual([
      'The cube law for power describes the pump alone, or a system with no static head.',
      'A VFD saves most where friction head dominates, and least where static head dominates.',
    ]);
    expect(worked('we reduce speed from 1480 to 1300 rpm, what happens to head?')!.response).toMatch(
      /^At 87\.8% of the speed, .* head about 77\.2% \(0\.8784² ≈ 0\.7715: 22\.8% less\)/,
    );
    // Two speeds named apart, and the visitor's own duty scaled.
    expect(worked('Pump runs at 1450 rpm and gives 300 m3/h. if we drop to 1200 rpm what flow will we get?')!.response).toMatch(
      /^At 82\.8% of the speed, .* of what they were: 300 m3\/h becomes about 248\.3 m3\/h\./,
    );
    expect(worked('we run 1480 rpm, 40 m head, 90 kW. what if we go to 1300 rpm?')!.response).toMatch(
      /: 40 m of head becomes about 30\.9 m of head, 90 kW becomes about 61 kW\./,
    );
    // Asked whether the cube law holds, without figures: where it does and where it does not.
    expect(worked('if we fit a VFD will power fall as cube of speed?')!.response.split('\n')[0]).toBe(
      'The cube law for power describes the pump alone, or a system with no static head.',
    );
    expect(worked('what is a VFD and how does it save energy?')).toBeNull();
    // "down to 80%" is the new speed, not a cut of 80%.
    expect(worked('If I slow a pump down to 80% speed with a VFD, what happens to flow, head and power?')!.response).toMatch(
      /^At 80% of the speed, .* head about 64% \(0\.8² = 0\.64: 36% less\) and power about 51\.2% \(0\.8³ = 0\.512: 48\.8% less\)/,
    );
    // A supply frequency that sags is a speed change, where a page says the speed follows it; the change adds up to 100%.
    const sag = worked('our supply frequency sags from 50 Hz to 47.5 Hz. how much would that cut flow and head?')!;
    expect(sag.response).toMatch(
      /^Roughly 5% less flow and 10% less head: 47\.5 Hz is 95% of 50 Hz, and an induction motor's speed follows the supply frequency\.\nAt 95% of the speed, .* head about 90\.3% \(0\.95² = 0\.9025: 9\.7% less\)/,
    );
    expect(sag.sources.map((s) => s.url)).toEqual(['/sub-optimal', '/less-flow']);
    expect(answerFromFacts('supply sags from 50 Hz to 47.5 Hz, how much flow do we lose?', undefined, [performance])).toBeNull();
    // A cut of the power is no cut of the speed.
    expect(worked('the vendor says the VFD will cut our power by 20%, what flow and head then?')).toBeNull();
  });

  it('works the preferred operating region out for the BEP flow given, and places a duty flow in it', () => {
    expect(worked('Our BEP flow is 500 m3/h. Within what flow range should we operate?')!.response).toMatch(
      /^With the BEP at 500 m3\/h, the preferred operating region of about 70% to 120% of BEP flow is about 350 to 600 m3\/h\./,
    );
    expect(worked('bep of our pump is 120 lps, can we run it at 70 lps?')!.response).toMatch(
      /^70 lps is 58% of BEP flow: below the preferred operating region .* about 84 to 144 lps for your pump\./,
    );
    // A duty flow beside the BEP asks whether it is in range, whatever the words around it.
    expect(worked('our BEP is 900 m3/h but we mostly pump 500 m3/h, is that a worry?')!.response).toMatch(
      /^500 m3\/h is 56% of BEP flow: below the preferred operating region/,
    );
    expect(worked('what is the preferred operating region?')).toBeNull();
  });

  it('works NPSH available out from the sump figures given, by the formula and the heads the page states', () => {
    expect(
      worked('open sump at sea level, water at 20 deg C, suction lift 2.5 m and suction pipe losses 0.5 m. what NPSHa?')!.response,
    ).toMatch(/^NPSHa ≈ 10\.3 − 2\.5 − 0\.5 − 0\.24 ≈ 7\.06 m \(/);
    // Between two vapour heads the page gives, read as growing exponentially: 0.32 m at 25 °C.
    expect(
      worked('water about 25 C, pump centreline 3 m above the water, suction losses around 0.8 m. whats the NPSHa?')!.response,
    ).toMatch(/^NPSHa ≈ 10\.3 − 3 − 0\.8 − 0\.32 ≈ 6\.18 m/);
    expect(
      worked('our plant is at about 1000 m above sea level. what atmospheric pressure head should I use in the NPSHa calculation?')!
        .response,
    ).toMatch(/^At about 1000 m above sea level the atmosphere is worth about 9\.1 m of water, not 10\.3 m/);
    // Beyond what the page gives: no guess.
    expect(worked('our plant is at 1800 m above sea level, suction lift 2 m, npsha?')).toBeNull();
    expect(worked('water at 60 °C, suction lift 2 m, what npsha?')).toBeNull();
    expect(worked('closed tank under vacuum, suction lift 2 m, npsha?')).toBeNull();
  });

  it('works velocity head and pump efficiency out from the figures given, as the pages define them', () => {
    expect(worked('velocity head at 2.5 m/s in the suction pipe?')!.response).toMatch(
      /^At 2\.5 m\/s the velocity head v²\/2g is .* ≈ 0\.32 m\./,
    );
    expect(worked('Pump discharge 0.1 m3/s, head 50 m, shaft power measured 65 kW. what is the pump efficiency?')!.response).toMatch(
      /^The pump efficiency is about 75\.5%\. Hydraulic power is ρ·g·Q·H ≈ 9\.81 × 0\.1 × 50 ≈ 49\.1 kW, and 49\.1 \/ 65 ≈ 75\.5%\./,
    );
    expect(worked('our pump gives 360 m3/h at 40 m head and the motor draws 55 kW input. efficiency?')!.response).toMatch(
      /^The wire-to-water \(overall\) efficiency is about 71\.3%\. 360 m3\/h is 0\.1 m³\/s\. .* and 39\.2 \/ 55 ≈ 71\.3%\./,
    );
    // The head it works against, told as the power needed is told.
    expect(worked('pump delivers 60 l/s against 40 m, motor draws 36 kW. overall efficiency?')!.response).toMatch(
      /^The wire-to-water \(overall\) efficiency is about 65\.4%\. .* and 23\.5 \/ 36 ≈ 65\.4%\./,
    );
  });

  it('works the power a pump needs out from its flow, head and efficiencies, the shaft and the supply told apart', () => {
    const both = worked(
      'A pump delivers 200 L/s against 30 m. Pump efficiency is 80% and the motor 95%. About how many kW will it draw from the supply?',
    )!;
    expect(both.response).toMatch(
      /≈ 58\.9 kW\.\nAt 80% pump efficiency the shaft power is about 58\.9 \/ 0\.8 ≈ 73\.6 kW\.\nWith a 95% efficient motor, the input from the supply is about 73\.6 \/ 0\.95 ≈ 77\.4 kW\./,
    );
    expect(worked('how much power will it take to pump 360 m3/h to 20 m head at 70% overall efficiency?')!.response).toMatch(
      /At 70% overall \(wire-to-water\) efficiency, the input from the supply is about 19\.6 \/ 0\.7 ≈ 28 kW\./,
    );
    // "moves 150 l/s at 25 m": the head the flow is moved against.
    expect(worked('how many kW is a pump using if it moves 150 l/s at 25 m with 70% pump efficiency?')!.response).toMatch(
      /≈ 9\.81 × 0\.15 × 25 ≈ 36\.8 kW\.\nAt 70% pump efficiency the shaft power is about 36\.8 \/ 0\.7 ≈ 52\.6 kW\./,
    );
    // No efficiency given: the water's power, and what the efficiencies would add.
    expect(worked('how many kW does a pump need for 100 l/s at 45 m head?')!.response).toMatch(/≈ 44\.1 kW: the power given to the water/);
  });

  it('works total static head out from a suction lift or head and the delivery level, as the page defines it', () => {
    expect(
      worked('suction lift is 3 m and the delivery reservoir water level is 42 m above the pump centreline. what is my total static head?')!
        .response,
    ).toMatch(/^Your total static head is about 45 m: 42 m of static discharge head plus 3 m of suction lift\./);
    expect(worked('flooded suction: suction head 2 m, discharge tank level 30 m above the pump. total static head?')!.response).toMatch(
      /^Your total static head is about 28 m/,
    );
    // Levels told against the pump: a suction level above it is a suction head, below it a lift.
    expect(
      worked(
        'our suction tank level is 4 m above the pump centreline and the delivery reservoir water level is 38 m above the centreline. total static head?',
      )!.response,
    ).toMatch(/^Your total static head is about 34 m: 38 m of static discharge head minus 4 m of suction head\./);
    expect(worked('sump water level is 3 m below the pump centreline, delivery tank 25 m above it. total static head?')!.response).toMatch(
      /^Your total static head is about 28 m: 25 m of static discharge head plus 3 m of suction lift\./,
    );
    // The pump told against the levels: a pump above the water lifts; the delivery level is never read as the suction's.
    expect(
      worked(
        'the pump centreline is 4 m above the water level in the wet well, and the delivery tank is 30 m above the centreline. total static head?',
      )!.response,
    ).toMatch(/^Your total static head is about 34 m: 30 m of static discharge head plus 4 m of suction lift\./);
    expect(
      worked('pump sits 1.5 m below the sump water level; the reservoir is 20 m above the pump. total static head?')!.response,
    ).toMatch(/^Your total static head is about 18.5 m: 20 m of static discharge head minus 1.5 m of suction head\./);
    expect(
      worked('borewell pump sits 5 m above the water in the well and pushes to a tank 22 m above the pump. total static head?')!.response,
    ).toMatch(/^Your total static head is about 27 m: 22 m of static discharge head plus 5 m of suction lift\./);
    expect(worked('what is total static head?')).toBeNull();
  });

  it('works the insulation life left out by the rule of thumb on the page', () => {
    expect(worked('how much life do i lose if the winding runs 20 degrees above rated?')!.response.split('\n')[1]).toBe(
      'By that rule of thumb, a winding running 20 °C above its rated temperature keeps a quarter (25%) of its insulation life: it halves for every 10 °C.',
    );
    expect(worked('our motor runs 15 °C hotter than its rating, how much insulation life do we lose?')!.response).toContain(
      'keeps about 35% of its insulation life',
    );
    expect(worked('winding reads 140 °C on a class F motor, is that ok?')).toBeNull();
    // Hinglish: "rated se 20 degree zyada" is 20 °C above rated.
    expect(
      worked('motor rated temperature se 20 degree zyada garam chal rahi hai. insulation life pe kitna asar padega?')!.response,
    ).toContain('keeps a quarter (25%) of its insulation life');
    // A further rise asked after the first is worked out too.
    expect(
      worked('So if our motor has been running about 20 degrees over, what does that do to its life? And at 30 over?')!.response,
    ).toContain('At 30 °C above, it keeps an eighth (12.5%).');
    // A class named and a winding temperature: the rise above the rating the page gives that class.
    expect(worked('class F insulation, winding hitting 185 deg C. how much insulation life are we losing?')!.response.split('\n')[1]).toBe(
      'By that rule of thumb, a winding running 30 °C above its rated temperature (class F is rated 155 °C) keeps an eighth (12.5%) of its insulation life: it halves for every 10 °C.',
    );
    // "a class F motor": the class is F, not the article.
    expect(worked('winding on a class F motor logged 165 °C, how much insulation life does it cost?')!.response.split('\n')[1]).toMatch(
      /running 10 °C above its rated temperature \(class F is rated 155 °C\) keeps half/,
    );
    // No page rates class B: no guess.
    expect(worked('class B winding at 150 °C, how much life do we lose?')).toBeNull();
  });

  it('works the power lost in a throttled valve out from the head dropped across it and the flow', () => {
    const valve = worked('We throttle a discharge valve and measured 12 m of head lost across it at 150 L/s. How many kW are we wasting?')!;
    expect(valve.response).toMatch(/^150 l\/s is 0\.15 m³\/s\. The power lost in the valve is ρ·g·Q·ΔH ≈ 9\.81 × 0\.15 × 12 ≈ 17\.7 kW/);
    expect(valve.sources).toEqual([{ title: 'Sub-optimal pump performance', url: '/sub-optimal' }]);
    expect(worked('throttling valve eats 6 m of head at 200 l/s, how much power is that?')!.response).toMatch(
      /≈ 9\.81 × 0\.2 × 6 ≈ 11\.8 kW/,
    );
    expect(worked('how much power do we waste if the throttled valve drops 10 m at 0.3 m3/s?')!.response).toMatch(
      /^The power lost in the valve is ρ·g·Q·ΔH ≈ 9\.81 × 0\.3 × 10 ≈ 29\.4 kW/,
    );
    expect(worked('we lose roughly 5 m across the throttled valve at 100 l/s: how much power is wasted?')!.response).toMatch(
      /≈ 9\.81 × 0\.1 × 5 ≈ 4\.9 kW/,
    );
    expect(worked('we drop about 8 m across a throttled valve at 250 l/s, how many kilowatts are we burning?')!.response).toMatch(
      /≈ 9\.81 × 0\.25 × 8 ≈ 19\.6 kW/,
    );
    expect(worked('we are wasting about 6 m across a throttling valve at 120 l/s. how much power is that?')!.response).toMatch(
      /≈ 9\.81 × 0\.12 × 6 ≈ 7\.1 kW/,
    );
    expect(worked('why is throttling a valve a waste of power?')).toBeNull();
  });

  it('works the energy a throttled valve wastes in a year out from the hours it runs, a year or a day at a time', () => {
    expect(
      worked(
        'A discharge valve is throttled so it drops 12 m at 250 L/s. How many kWh a year are we throwing away if it runs 8,000 hours?',
      )!.response,
    ).toMatch(/≈ 29\.4 kW, .*\nOver 8,000 hours a year, that is about 29\.43 kW × 8,000 h ≈ 235,000 kWh a year\./);
    expect(
      worked('we throttle the delivery valve, about 8 m lost across it at 150 l/s, pump runs 20 hours a day. how much energy do we waste?')!
        .response,
    ).toMatch(/Over 20 hours a day \(7,300 hours a year\), that is about 11\.77 kW × 7,300 h ≈ 85,900 kWh a year\./);
    // More hours than a year has is no running time.
    expect(worked('the throttled valve drops 12 m at 250 l/s for 9000 hours, how much power is lost?')!.response).not.toMatch(/kWh a year/);
  });

  it('holds the flow per pump and the station total against the sizes the page gives for a physical model study', () => {
    expect(worked('four pumps of 1.8 m³/s each. Do we need a physical model study of the intake?')!.response).toMatch(
      /^1\.8 m³\/s per pump is within about 2\.5 m³\/s, and 4 × 1\.8 = 7\.2 m³\/s for the station exceeds about 6\.3 m³\/s: so by that rule a physical model study of the intake is recommended\./,
    );
    expect(worked('do we need a physical model study for a 500 l/s pump?')!.response).toMatch(
      /^500 l\/s is 0\.5 m³\/s\. 0\.5 m³\/s per pump is within about 2\.5 m³\/s: so size alone does not call for one/,
    );
    expect(worked('when is a physical model study needed?')).toBeNull();
    // "or is CFD enough?": what the page says of CFD beside the model test.
    expect(worked('4 pumps of 3 m3/s each. Do we need a physical model study or is a CFD study enough?')!.response).toMatch(
      /recommended\.\nComputational fluid dynamics can support the design but does not replace the model test/,
    );
    expect(worked('four pumps of 1.8 m³/s each. Do we need a physical model study of the intake?')!.response).not.toMatch(/Computational/);
  });

  it('gives a flow in the unit asked for, citing the page that says what MLD means where MLD is involved', () => {
    const mld = worked('what is 150 litres per second in MLD?')!;
    expect(mld.response.split('\n').slice(0, 2)).toEqual([
      '150 l/s is about 12.96 MLD.',
      'Here kW is kilowatts of motor rating and MLD is million litres per day (590 MLD is about 6.8 m³/s averaged over a day).',
    ]);
    expect(mld.sources).toEqual([{ title: 'Projects', url: '/projects' }]);
    expect(worked('convert 500 m3/h to lps')!.response).toMatch(/^500 m³\/h is about 139 l\/s\./);
    expect(worked('our pump gives 360 m3/h, is that ok?')).toBeNull();
  });

  it('works nothing out when no page states the rule', () => {
    expect(answerFromFacts('NPSHr is 4 m and NPSHa is 4.2 m, is that enough?', undefined, [performance])).toBeNull();
    expect(answerFromFacts('kWh per m3 at 50 m head and 70% efficiency?', undefined, [heads])).toBeNull();
  });
});

describe('forms', () => {
  it('points a visitor who would leave only an e-mail address to the form that asks for nothing else', () => {
    const footer: readonly FieldDescriptor[] = formDescriptors.footer.fields;
    const [field] = footer.filter((f) => !f.hidden);
    expect(text('dont have time to fill the whole form, can I just leave my email id somewhere and you people contact me?')).toMatch(
      new RegExp(`^The footer form asks only for ${field!.label.toLowerCase()}: leave it there`),
    );
    // Our e-mail address asked for is contact.
    expect(text('Just give me an email id where I can send our station details')).toContain(brand.email);
  });

  it('gives a visitor whom a length rule shuts out another way to reach us', () => {
    const om = text(
      "I am trying to send the contact form but my first name is Om and it keeps saying something about name length. What's the rule?",
    );
    expect(om).toMatch(/Name must be at least 4 characters/);
    expect(om).toContain(`If yours is shorter, e-mail us at ${brand.email}`);
    // "keeps saying my name is too short": the rule in the visitor's way, however it is said.
    expect(text('Your contact form keeps saying my name is too short. My name is Raj. What do I do?')).toMatch(
      /^First name, in the enquiry form: Name must be at least 4 characters\.[\s\S]*If yours is shorter/,
    );
    // The rule asked alone is the rule.
    expect(text('what is the rule for the first name field in the contact form?')).not.toContain('If yours is shorter');
  });

  it('leaves what sending a form commits the visitor to to the terms, though the details filled in are told', () => {
    expect(
      ask('I filled your demo request form with details of our 6 stations. Is submitting that form some kind of order or agreement??'),
    ).toBeNull();
  });

  it('lists what a form asks for from its descriptor, optional fields marked, with its page', () => {
    const answer = answerFromFacts('what details does the demo request form ask for?')!;
    const all: readonly FieldDescriptor[] = formDescriptors.demo.fields;
    const fields = all.filter((f) => !f.hidden);
    expect(answer.response.split('\n').slice(1, 1 + fields.length)).toEqual(
      fields.map((f) => `- ${f.label}${isTextField(f) && f.required ? '' : ' (optional)'}`),
    );
    expect(answer.sources).toEqual([{ title: 'Request a demo', url: '/request-demo' }]);
    expect(text('which fields are mandatory in the job application form')).toMatch(/^The job application form asks for:/);
  });

  it('says what a field accepts, from its descriptor, when a visitor meets an error in it', () => {
    const phone = formDescriptors.contact.fields.find((f) => f.name === 'phone')!;
    const answer = answerFromFacts('your contact form keeps giving an error on the phone field, i entered 98765 4321')!;
    expect(answer.response).toContain(`${phone.label}, in the enquiry form: ${phone.hint!}`);
    expect(answer.sources).toEqual([{ title: 'Contact us', url: '/contact-us' }]);
    // "98765 4321" is a digit short: counted, and what to check said.
    expect(answer.response).toMatch(/\n98765 4321 has 9 digits, fewer than 10: check it/);
    // No form named, and the field ruled alike in each: said for each, the number told counted.
    const landline = text('your form rejects my office landline 2456789. what format does it want?');
    expect(landline).toMatch(new RegExp(`^${phone.label}, in each of our forms that asks for it: `));
    expect(landline).toMatch(
      /\n2456789 has 7 digits, fewer than 10: check it, and put the country code and area code in front of a landline number/,
    );
    expect(text('the form says my phone number is invalid, i typed +91 98765 43210')).not.toMatch(/has \d+ digits/);
    expect(text('how many characters must the name be in the careers form?')).toMatch(
      /^First name, in the job application form: Name must be at least \d+ characters/,
    );
    // "what do I write in 'Department'?": the field's hint, from its descriptor, before the openings the question names.
    const department = formDescriptors.careers.fields.find((f) => f.name === 'department')!;
    expect(text("job application form: what do i write in 'Department'? I am applying for embedded job")).toMatch(
      new RegExp(`^Department, in the job application form: ${department.hint!}`),
    );
  });

  it('says which files the resume field takes and how large, from its descriptor, also after a question about applying', () => {
    const resume = formDescriptors.careers.fields.find((f) => f.input === 'file')!;
    const said = `${resume.label}, in the job application form: ${resume.hint!}.`;
    expect(text('what file formats can i upload my CV in, and is there a size limit?')).toContain(said);
    expect(
      text('what file formats does it take and is there a size limit?', 'I want to apply for the UI Programmer job, how do I send my CV?'),
    ).toContain(said);
    expect(text('is there a size limit?', 'what file formats does it take')).toContain(said);
    // The visitor's own file measured against the limit, first.
    expect(text('my resume is 7 MB, is that too big?')).toMatch(/^A 7 MB file is over the 5 MB limit: make it smaller/);
    expect(text('can I upload a 900 kb cv?')).toMatch(/^A 900 KB file is within the 5 MB limit\./);
    expect(ask('what is the size limit of the sump?')).toBeNull();
    expect(ask('is there a size limit?')).toBeNull();
  });

  it('leaves other questions about a form alone', () => {
    expect(text('if i fill the contact form how soon will someone get back')).not.toMatch(/asks for/);
  });
});

describe('downloads', () => {
  const { downloads } = siteFacts;

  it('links the brochure and its page for a brochure, a catalogue or a download link', () => {
    for (const q of ['brochure download link?', 'do you have a product catalogue', 'can i download a pdf about ipumpnet']) {
      expect(text(q)).toContain(downloads.brochure.href);
      expect(ask(q)?.sources.map((s) => s.url)).toEqual([downloads.route]);
    }
  });

  it('lists every annual return on its page', () => {
    const answer = ask('where are the annual returns');
    for (const r of downloads.annualReturns) expect(answer?.response).toContain(r.href);
    expect(answer?.sources.map((s) => s.url)).toEqual([downloads.annualReturnsRoute]);
  });

  it('leaves station data, a pump datasheet and a term read in the brochure to the knowledge', () => {
    expect(ask('can I download my station data to excel?')).toBeNull();
    expect(ask('the pump datasheet pdf says NPSHr 4 m, is that enough?')).toBeNull();
    expect(ask("what does 'hybrid cloud' mean in your brochure?")).toBeNull();
    // A bearing maker's catalogue quoted, and "plan" the verb: no brochure, no plan of ours.
    expect(ask('so if the catalogue says L10 = 50,000 hours, can I plan that every bearing will last 50,000 hrs?')).toBeNull();
  });
});

describe('whether the product has a feature', () => {
  it('answers "does it check X?" from the model comparison, with no model named: yes, from the model that has it', () => {
    const quality = siteFacts.models.features.find((f) => /^water quality/i.test(f.label))!;
    expect(text('Does it also check water quality? Our councillors keep getting complaints about the supply.')).toMatch(
      new RegExp(`^Yes: every model from ${quality.from} up has ${quality.label.toLowerCase()}`),
    );
    expect(text('which model has water quality analysis?')).toContain(`${quality.label}: from ${quality.from} up`);
  });

  it('reads "our city\'s stations" as no question about where the company is', () => {
    expect(text("what would iPUMPNET actually do for our city's water pumping stations?")).not.toMatch(/Address/);
  });
});

describe('stated results', () => {
  it('gives every stated result for "what savings do you claim, and how fast does it pay back?"', () => {
    const answer = text('what savings do you claim, and how fast does it pay back?');
    for (const b of siteFacts.benefits.list) expect(answer).toContain(b.text);
  });

  it('answers "how fast do we get our money back?" with the return on investment and "give me a number" with the figure', () => {
    const roi = siteFacts.benefits.list.find((b) => /return on investment/i.test(b.title))!;
    expect(text('Honestly, how fast do we get our money back on this?')).toContain(roi.text);
    const efficiency = siteFacts.benefits.list.find((b) => /efficiency/i.test(b.title))!;
    expect(text('How can this help us reduce the electricity bill of our pumping stations? Give me a number if you have one.')).toContain(
      efficiency.text,
    );
  });
});

describe('a model named with its capital in a story', () => {
  it('reads "We got Mini installed" as the Mini model', () => {
    expect(text("We got Mini installed last month. Why can't I see bearing temperature on the dashboard?")).toMatch(
      /^No: Mini does not have bearing temperature/,
    );
  });
});

describe('openings, read from a follow-up', () => {
  it('picks "the first one" of the openings the earlier question asked for', () => {
    const software = careers.openings.filter((o) => /programmer|software|ui\b/i.test(o.title));
    expect(text('what experience do they want for the first one?', 'what software jobs are open')).toContain(`${software[0]!.title} (`);
  });

  it('says there is no opening in a field none is titled for, and lists the openings', () => {
    expect(text('do you have any openings for mechanical engineers with 5 years experience?')).toMatch(/^We have no opening .*mechanical/);
  });

  it('reads microcontrollers as embedded work, and a choice asked with a level told as a question about the openings', () => {
    expect(text('I have 1 year experience with 8051 and PIC in C. Which one should I go for and what do they expect?')).toMatch(
      /^The opening for 1 year of experience in embedded is Jr Embedded Engineer \(0-2 years of experience\)\. It asks for:\n- /,
    );
  });

  it('gives the openings of either field when two are told', () => {
    expect(text('fresher with arduino and some plc knowledge, which role suits me?')).toMatch(
      /^We have 2 openings for freshers and people with little experience in embedded or plc:\n- Jr Embedded Engineer .*\n- Jr Industrial Automation/,
    );
  });

  it('takes the opening the level told picks out of the field asked before, not the title named before', () => {
    expect(
      text('I have 1 year experience with 8051 and PIC in C. what do they expect?', 'Are there any openings for embedded engineers?'),
    ).toMatch(/^Jr Embedded Engineer \(0-2 years of experience\) asks for:/);
  });

  it('gives what each of the openings asked about before asks for first, when "they" are several', () => {
    const answer = text('what qualification do they need?', 'Do you have openings for freshers?');
    expect(answer).toMatch(/^What each of these openings asks for first:\n- Jr Embedded Engineer \(0-2 years\): Degree or diploma/);
    expect(answer).toMatch(/- Jr Industrial Automation & Control Engineer \(0-2 years\): BE or diploma/);
  });

  it('says there is no opening for a role no title names, and still finds the one a title does', () => {
    expect(text('Is there a vacancy for a field service engineer?')).toMatch(/^We have no opening for a field service engineer right now/);
    expect(text('Do you have any opening for a data scientist?')).toMatch(/^We have no opening for a data scientist right now/);
    expect(text('Are you hiring a site engineer for installations?')).toMatch(/^We have no opening for a site engineer right now/);
    expect(text("I'm in my final year of electronics, can I apply for anything?")).toMatch(/^We have \d+ openings? for freshers/);
    expect(text('any opening for an embedded engineer?')).toMatch(/Embedded Engineer/);
    expect(text('any opening for an embedded engineer?')).not.toMatch(/^We have no opening/);
  });

  it('reads hiring a contractor as no question about our openings', () => {
    expect(text('do we need to hire a separate contractor for the installation?')).not.toMatch(/opening/);
  });
});

describe('parameters', () => {
  const { parameters } = siteFacts;

  it('lists the parameters of the first groups whole and names the rest, for a specification', () => {
    const answer = text('Which parameters does iPUMPNET monitor? I need the list for the technical specification section.');
    const [first, second] = parameters.categories;
    for (const item of [...first!.items, ...second!.items]) expect(answer.toLowerCase()).toContain(item.toLowerCase());
    expect(answer).toMatch(new RegExp(`It also reports .*${parameters.categories.at(-1)!.title.toLowerCase()}`));
  });

  it('answers "what reports will we get?" with the reporting groups', () => {
    const answer = text('What reports will we get from the system?');
    for (const c of parameters.categories.filter((c) => /reporting/i.test(c.title))) expect(answer).toContain(`${c.title}: `);
    // A word of the visitor's story ("at site") names no group of parameters.
    const story = text('what reports does it generate automatically? we still fill paper registers at site');
    for (const c of parameters.categories.filter((c) => /reporting/i.test(c.title))) expect(story).toContain(`${c.title}: `);
  });

  it('says yes to whether it reports one parameter named by its words, with the group it is in', () => {
    const commercials = parameters.categories.find((c) => c.items.some((i) => /liquidated damages/i.test(i)))!;
    for (const question of [
      'Kindly confirm whether system can calculate liquidated damages for defaults of our O&M contractor.',
      'does it calculate liquidated damages?',
    ]) {
      const answer = text(question);
      expect(answer).toMatch(/^Yes: iPUMPNET reports liquidated damages for defaults by the operating contractor/);
      expect(answer).toContain(commercials.href);
    }
    // Questions that ask for more than yes, or about a pump's trouble, are not this answer.
    expect(ask('what is specific energy in pumping and how do you calculate it')?.response ?? '').not.toMatch(/^Yes: /);
    expect(ask('what reports does the system generate automatically? our EE wants daily MIS and logbook')?.response ?? '').not.toMatch(
      /^Yes: /,
    );
    expect(ask('can it monitor vibration of pumps and motors to catch bearing damage?')?.response ?? '').not.toMatch(/^Yes: .* reports/);
  });
});

describe('how long a submission is kept', () => {
  const days = String(siteFacts.legal.submissionRetentionDays);

  it('answers keeping, not the fields, for "what happens to my details and how long do you keep them?"', () => {
    expect(text('If I fill in the demo request form, what happens to my details and how long do you keep them?')).toContain(`${days} days`);
  });

  it('reads "how long do you keep them?" after a question about a form as the form\'s submissions', () => {
    expect(text('how long do you keep them?', 'What personal details does the demo form ask for')).toContain(`${days} days`);
  });

  it('reads "hang on to" and "hold onto" as keeping', () => {
    expect(text('how long will you hang on to my resume after I apply?')).toContain(`${days} days`);
    expect(text('how long do you hold onto the CV?')).toContain(`${days} days`);
  });
});

describe("the model for a visitor's case", () => {
  const [entry, second] = siteFacts.models.names;

  it('suits one small station with the entry model, by who each model is for', () => {
    expect(text('which of the five would suit one small borewell station where we only want flows, levels and alarms?')).toMatch(
      new RegExp(`^${entry}: `),
    );
    expect(
      text('we are small town water works, only 3 pump, motor 30 kw each. your iPUMPNET is for small like us also or only big city?'),
    ).toMatch(new RegExp(`^${entry}: `));
    // "which one" after the models were listed is one of them.
    const village = 'which one would suit a small village water scheme with just 2 pumps, we only need readings and alarms';
    expect(text(village, 'what models do you have')).toMatch(new RegExp(`^${entry}: `));
  });

  it("chooses the model whose audience holds the visitor's case in two words, before a feature the story names", () => {
    // "running pumping stations" names the feature "Number of pumps running"; "contract" and "penalties" are the case.
    const contractor = siteFacts.models.list.find((m) => /\bcontract\b/.test(m.audience))!;
    expect(
      text(
        'We are an O&M contractor running pumping stations for a municipal corporation on a performance contract with penalties. Which model fits us?',
      ),
    ).toMatch(new RegExp(`^${contractor.name}: ${contractor.audience}`));
  });

  it('lists who each model is for when no model fits the case better than another, and leaves the choice to a demo', () => {
    const reply = text('which model should a water utility with 3 pumping stations choose?');
    for (const name of siteFacts.models.names) expect(reply).toMatch(new RegExp(`^- ${name}: `, 'm'));
    expect(reply).toMatch(/in a demo: \/request-demo/);
    expect(text('which model do we need if we only want flows and alarms at 2 stations?')).toMatch(new RegExp(`^${entry}: `));
    // A model suggested for the case says so too.
    expect(text('which of the five would suit one small borewell station?')).toMatch(/in a demo: \/request-demo/);
    // Three stations are not the entry model's "single pumping station": who each model is for.
    expect(text('which model should a small municipality with 3 stations choose').match(/^- /gm)).toHaveLength(
      siteFacts.models.names.length,
    );
  });

  it('names the first model with every feature the visitor wants, where who a model is for points lower', () => {
    const [top] = siteFacts.models.names.slice(-1);
    const scheduling = text('Which model do I need if I want the system to automatically decide which pumps to run?');
    expect(scheduling).toMatch(new RegExp(`^For auto scheduling of pumps you need ${top}, the only model that has it\\.\n${top}: `));
    expect(scheduling).toMatch(/in a demo: \/request-demo/);
    // "which ones to run" names the pumps as much as "which pumps to run", and no "Run hours" row.
    expect(text('we have 3 pumps in parallel. can your system decide which ones to run?')).toMatch(
      new RegExp(`^Yes: the ${top} has auto scheduling of pumps, and only the ${top}, the top model\\.\n`),
    );
    // A feature of the top model alone is "only in" it, not "from Max up (Max)".
    expect(text('which iPUMPNET model do I need if I want the pumps scheduled automatically?')).toMatch(
      new RegExp(`only in ${top}, the top model`),
    );
    // Who the second model is for says it already ("early warning of mechanical trouble").
    expect(text('which model do we need for vibration monitoring')).toMatch(new RegExp(`^${second}: `));
    expect(text('which model do we need for AI condition monitoring')).toMatch(
      /^For AI condition monitoring you need \w+ or a model above it \(/,
    );
    expect(text('which model should i take for gis visualisation')).toMatch(/^For GIS visualisation any model will do: all five have it\./);
    // A row named nearly whole outranks who a higher model is for (the top model's "spares and inventory management").
    expect(text('which model do I need if I want spares inventory with low stock alerts?')).toMatch(
      /^For spares inventory control with low-stock alert you need Lite or a model above it \(Pro and Max\)\.\nLite: /,
    );
    // Who a model is for agreeing with the feature asked (a contractor, a penalty) still names it as the one needed.
    expect(
      text(
        'We are an O&M contractor. Client wants the penalty for low pump efficiency calculated automatically. Which model do we need at minimum?',
      ),
    ).toMatch(/^For penalty for low pump efficiency you need Lite or a model above it \(Pro and Max\)\.\nLite: /);
    // "I run a small booster station": the station the visitor runs, no "Run hours of each pump".
    expect(
      text('hello, I run a small municipal booster station with 3 pumps. which model would you suggest for just energy monitoring?'),
    ).not.toMatch(/^Run hours/);
    // A feature the visitor does not want says nothing of the model they need.
    expect(text('We just want flows, levels and power with alarms for one small station, no fancy AI. Which model would suit?')).toMatch(
      new RegExp(`^${entry}: `),
    );
  });

  it("leaves a question whose 'it' is the visitor's own pump to the knowledge, though it shares a feature's word", () => {
    expect(ask('Our pump is rated 60 m head on water. Will it give less head on a light oil, or same?')).toBeNull();
    // Our head office is the visitor's, not ours to give the address of.
    expect(ask('can our head office see both mills on one screen and compare them?')?.response ?? '').not.toMatch(/Address:/);
  });

  it('answers "is there a ...?" naming a feature from the comparison', () => {
    expect(text('is there a mobile app?')).toMatch(/^Yes: all five models have the mobile app\./);
    // A row named only in part is the sensors' or the knowledge's.
    expect(ask('is there a noise sensor?')?.response ?? '').not.toMatch(/models have/);
  });

  it('leaves a question of suitability that names no case of a model to the knowledge', () => {
    expect(ask("Is your system suitable for chilled water pumps in a large mall's AC plant?")).toBeNull();
  });

  it('reads "the second one" and "the first" after the list of models as those models', () => {
    expect(text('what does the second one add over the first?', 'what models do you have')).toMatch(
      new RegExp(`^${second} \\(.*\\) has everything in ${entry}`),
    );
  });
});

describe('booking a demo', () => {
  it('says what the demo form cannot be sent without, from its descriptor', () => {
    const all: readonly FieldDescriptor[] = formDescriptors.demo.fields;
    const required = all.filter((f) => !f.hidden && isTextField(f) && f.required !== undefined);
    expect(required.length).toBeGreaterThan(0);
    for (const f of required) expect(text('How do I book a demo?')).toContain(f.label.toLowerCase());
  });
});
