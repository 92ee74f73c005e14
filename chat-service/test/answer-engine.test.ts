/**
 * The answer engine over the real knowledge folder: how it reads a whole message, where the
 * unit tests of its parts cannot show it (a question wrapped in the visitor's reasons, thanks
 * with a stray word the knowledge base happens to use).
 */
import { describe, expect, it } from 'vitest';
import { earlierTurn, realKnowledgeAnswerer } from './support/helpers.ts';

const answerer = realKnowledgeAnswerer();

describe('reading a whole message', () => {
  it('answers thanks that asks nothing as small talk, though one of its words is in the knowledge base', async () => {
    for (const message of [
      'thanks a lot, that cleared it up',
      'ok cool 👍',
      'appreciate the quick answer',
      "how's it going",
      'bonjour',
      'testing 123',
      'sorry, wrong chat',
      'cool, your pumps knowledge is impressive',
      'sounds good',
      'that helps',
    ]) {
      expect((await answerer().answer(message)).mode).toBe('smalltalk');
    }
    // Thanks whole, though a clause of it ("will get back") reads as a question.
    expect((await answerer().answer('ok, thank you for the details, will get back')).mode).toBe('smalltalk');
    // Thanks with a question is a question.
    expect((await answerer().answer('thanks! what causes cavitation?')).mode).toBe('extractive');
  });

  it('answers "what is this digital twin thing?" after the models with what the twin is, not with the models again', async () => {
    const history = earlierTurn(
      'what does Basic add over Mini?',
      'Basic adds bearing temperature, vibration and noise monitoring, plus advanced metering, predictive maintenance and the digital twin.',
    );
    const answer = await answerer().answer("what is this digital twin thing? explain simply, I'm not an engineer", { history });
    expect(answer.response).toMatch(/^A digital twin in iPUMPNET is a live model of each pump and station/);
    expect(answer.response).not.toMatch(/Mini/);
  });

  it('reads "go on" as more on the earlier question, and first thing as asking what it can do', async () => {
    expect((await answerer().answer('go on')).response).toMatch(/^I'm the website assistant/);
    const history = earlierTurn(
      'what causes cavitation',
      'Cavitation happens when the NPSH available falls too close to the NPSH required.',
    );
    const more = await answerer().answer('go on', { history });
    expect(more.mode).toBe('extractive');
    expect(more.sources[0]?.url).toBe('/pump-failure-modes-cavitation');
  });

  it('reads a short follow-up in words the knowledge base does not use with the earlier question', async () => {
    const history = earlierTurn(
      'do you offer training',
      'Yes. The Aquaflow academy trains pump operators, maintenance technicians and engineers.',
    );
    const answer = await answerer().answer('online or only classroom?', { history });
    expect(answer.mode).toBe('extractive');
    expect(answer.sources[0]?.url).toBe('/academy');
    // A question of its own about something else is still declined.
    expect((await answerer().answer('btw who won the cricket match yesterday?', { history })).mode).toBe('refusal');
  });

  it('answers how many failure modes the knowledge base covers with the overview that lists all twelve', async () => {
    const reply = await answerer().answer('how many failure modes does your knowledge base cover? name them quickly');
    expect(reply.sources[0]?.url).toBe('/indicative-major-pump');
    expect(reply.response).toMatch(/twelve major pump failure modes/);
    expect(reply.response).toMatch(/- Cavitation/);
    // One word of a title counted is no count of what that page lists.
    const pumps = await answerer().answer('how many pumps can one edge unit monitor?');
    expect(pumps.sources[0]?.url).not.toBe('/indicative-major-pump');
  });

  it('asks what the pump is doing when a visitor tells of trouble but no sign of it, and lists the failure modes covered', async () => {
    for (const told of ['can you help me with a pump problem?', 'my pump is not working', 'we are facing issues with our pumps']) {
      const reply = await answerer().answer(told);
      expect(reply.sources[0]?.url).toBe('/indicative-major-pump');
      expect(reply.response).toMatch(/^Tell me what the pump is doing \(noise, vibration/);
      expect(reply.response).toMatch(/- Seal failure/);
    }
    // Asked for the list, the list under its own first sentence.
    expect((await answerer().answer('what problems can a pump have?')).response).toMatch(/^An overview chapter of the twelve/);
    // A sign told is answered for that sign.
    expect((await answerer().answer('my pump is vibrating, can you help?')).sources[0]?.url).toBe(
      '/pump-failure-modes-excessive-vibration',
    );
  });

  it("answers how the product catches pump failures as such from the chapter of all of them, not from one failure's page", async () => {
    const reply = await answerer().answer('how does ipumpnet detect pump failures early?');
    expect(reply.sources[0]?.url).toBe('/indicative-major-pump');
    expect(reply.response).toMatch(/^Many failure modes are linked: .* catch the first fault in the chain before it spreads\./);
    expect(reply.response).toMatch(/- Lubrication failure/);
    // One failure named is answered from its own page.
    expect((await answerer().answer('how does ipumpnet detect bearing failure?')).sources[0]?.url).toBe(
      '/pump-failure-modes-bearing-failure',
    );
  });

  it('reads a follow-up that names its own trouble, "flagged" by the system, as its own question', async () => {
    const history = earlierTurn(
      'What problems can iPUMPNET detect?',
      'It flags developing faults such as cavitation, bearing wear, seal failure, excessive power consumption and pumps running dry or without discharge, with the probable cause.',
    );
    const answer = await answerer().answer("ok and how do I fix dry running once it's flagged?", { history });
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-pump-operating-without-discharge');
    expect(answer.response).toMatch(/Remedies for a pump operating without discharge/);
  });

  it('reads a follow-up that quotes words of the earlier answer as about that answer, though another word is unknown', async () => {
    const history = earlierTurn(
      'why do mechanical seals fail?',
      'Mostly from operating conditions: dry running, shaft deflection and vibration, worn bearings, incorrect installation, heat and cavitation.',
    );
    const answer = await answerer().answer('incorrect installation - what mistakes exactly do fitters make?', { history });
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-seal-failure');
    expect(answer.response).toMatch(/Incorrect installation: wrong setting length/);
  });

  it("answers a follow-up from the section of the earlier page its own words name, not from what the earlier answer's words find", async () => {
    const history = earlierTurn(
      'what network connection is needed at a station?',
      'A station needs a power supply for the edge analytics unit and its sensors, and a network connection: wired or cellular.',
    );
    // "power supply" searched with "readings" finds the power meter of another page; "link" and
    // "lose" name the section on what happens when the network is down.
    const answer = await answerer().answer('if that link drops for a day do we lose readings?', { history });
    expect(answer.sources.map((s) => s.url)).toEqual(['/technology']);
    expect(answer.response).toMatch(/buffers it until it has been delivered/);
  });

  it('answers a port to open or a static IP with the outgoing-only connections, not the careers openings', async () => {
    const answer = await answerer().answer(
      'Our policy forbids opening inbound ports from the internet into plant networks. Will your edge box need a port opened or a static public IP?',
    );
    expect(answer.sources.map((s) => s.url)).toEqual(['/technology']);
    expect(answer.response).toMatch(/The edge unit only opens outgoing connections/);
    expect(answer.response).not.toMatch(/openings/);
    const short = await answerer().answer('Will your edge box need a port opened or a static public IP?');
    expect(short.response).toMatch(/The edge unit only opens outgoing connections/);
  });

  it("answers whether the company's engineers may go through the data with who can see it", async () => {
    const history = earlierTurn(
      'Who owns the data iPUMPNET collects at our stations?',
      'You do. Everything iPUMPNET measures and computes at your stations belongs to you as the customer.',
    );
    const answer = await answerer().answer('so can your engineers go through it whenever they feel like?', { history });
    expect(answer.response).toMatch(/^Who can see the data: Only the customer's authorised users/);
    const alone = await answerer().answer('can your engineers look at our data whenever they like?');
    expect(alone.response).toMatch(/own staff handle the data only on the customer's behalf/);
  });

  it('reads "the internet goes down" as the network down, which the station rides out', async () => {
    const answer = await answerer().answer('what happens if the internet goes down for a week?');
    expect(answer.sources.map((s) => s.url)).toEqual(['/technology']);
    expect(answer.response).toMatch(/The station keeps working[\s\S]*buffers it until it has been delivered/);
  });

  it('reads a follow-up in words the knowledge base uses, its "it" late in the message, as about the earlier trouble', async () => {
    const history = earlierTurn(
      'one of our two parallel pumps hardly delivers anything and runs hot',
      'Its shut-off head has probably fallen below the header pressure set by the other pump, so it is pushed back along its curve.',
    );
    const answer = await answerer().answer("what can we do to protect it till next month's overhaul?", { history });
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/parallel/);
  });

  it('works figures given in a follow-up ("through the same main", "so what\'s the total?") with those of the question before', async () => {
    const staticHead = earlierTurn('Our total static head is 30 m.', 'That is the head at zero flow; friction comes on top of it.');
    const system = await answerer().answer('we measured 10 m of friction at 100 l/s. what head at 120 l/s through the same main?', {
      history: staticHead,
    });
    expect(system.response).toMatch(/^About 44\.4 m at 120 l\/s/);
    const gauges = earlierTurn(
      'Our discharge gauge reads 2.0 bar more than the suction gauge, both at the same height.',
      'That is about 20.4 m.',
    );
    const total = await answerer().answer("suction velocity 1.5 m/s and discharge 2.5 m/s. so what's the total?", { history: gauges });
    expect(total.response).toMatch(/^About 20\.\d+ m of total head/);
    // "same 4 bar": the reading of the question before, in the liquid named now.
    const reading = earlierTurn(
      'discharge pressure gauge shows 4 bar. how much head is that in metres?',
      '4 bar is about 41 m of water head.',
    );
    const brine = await answerer().answer('what if we are pumping brine, density 1200 kg/m3, same 4 bar?', { history: reading });
    expect(brine.response).toMatch(/^4 bar is about 34 m of head in a liquid of 1200 kg\/m³/);
  });

  it('reads the "it" that would catch a trouble as the system, so a follow-up that names its own trouble is about that trouble', async () => {
    const history = earlierTurn(
      'What does iPUMPNET measure on the electrical side?',
      'A power meter on each motor gives voltage, current, power factor, frequency, power and energy.',
    );
    const answer = await answerer().answer('will it warn us of single phasing or unbalanced voltage before the motor burns?', { history });
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-pumps-overheats');
    expect(answer.response).toMatch(/phase imbalance from the power meter/);
  });

  it('takes no trouble from what the visitor says is unchanged ("same flow")', async () => {
    const answer = await answerer().answer(
      'we replaced the motor last week and since then the pump set vibrates much more than before. same pump, same flow. why would that be?',
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-excessive-vibration');
    expect(answer.response).toMatch(/[Mm]isalignment/);
  });

  it('follows the causes of a trouble described with the remedy that fits it; a question about causes gets none', async () => {
    const described = await answerer().answer('in summer the pump house gets very hot and motors keep tripping on overload');
    expect(described.response).toMatch(/\nWhat to do: .*ventilation.*\nRead more on the /);
    expect((await answerer().answer('what causes a pump to overheat?')).response).not.toMatch(/What to do:/);
  });

  it('leads what a trouble does to the pump with the parts it harms; "damage" alone names no page ("Imbalanced or damaged shaft")', async () => {
    const closedValve = await answerer().answer('what happens if pump runs with discharge valve closed for long time');
    expect(closedValve.response.split('\n')[0]).toMatch(/seals and bearings/);
    const dry = await answerer().answer('dry running - how much damage can it do to the pump');
    expect(dry.sources[0]?.url).not.toBe('/pump-failure-modes-imbalanced-or-damaged-shaft');
    expect(dry.response).toMatch(/\bseal/);
    // Asked what to look for, the remedies answer: no harm sentence goes before them.
    const inspect = await answerer().answer(
      'night shift ran the pump with the delivery valve closed for 20 minutes. what damage should we look for before running it again?',
    );
    expect(inspect.response).toMatch(/^Remedies for a pump operating without discharge:/);
  });

  it('leads what happens at a point the question names with the sentence holding the whole question, not one that names more parts', async () => {
    const runOut = await answerer().answer('what happens at run-out?');
    expect(runOut.response).not.toMatch(/Wear rings/);
    expect(runOut.response).toMatch(
      /At high flow \(right of BEP, towards run-out\) NPSH required rises steeply, cavitation becomes likely/,
    );
    // A sentence that only names what was asked ("An imbalanced or damaged shaft covers two faults") says no harm.
    const shaft = await answerer().answer('what is shaft imbalance and how does it damage a pump');
    expect(shaft.response.split('\n')[0]).toMatch(/spreads damage to bearings, seals/);
  });

  it('follows the harm done with what to do, not the causes, when the visitor already knows the cause', async () => {
    const answer = await answerer().answer(
      'operator left the delivery valve closed and the pump ran ~20 min. current was lower than normal. will there be damage?',
    );
    const [harm, remedies] = answer.response.split('\n');
    expect(harm).toMatch(/destroy its seals and bearings within minutes/);
    expect(remedies).toMatch(/^Remedies for a pump operating without discharge:/);
    expect(answer.response).not.toMatch(/causes/i);
  });

  it('says a remedy that cannot wait after the causes of a trouble described, whatever words the visitor used', async () => {
    const answer = await answerer().answer(
      'Night shift started pump 3. Motor is running, current is lower than usual, flow meter shows zero and the discharge gauge is near its maximum. What is going on?',
    );
    expect(answer.response).toMatch(/^Common causes of a pump operating without discharge/);
    expect(answer.response).toMatch(/\nWhat to do: Stop the pump at once and let it cool before restarting\.\n/);
    // Heat told: the remedy that cannot wait comes first, then the one the visitor's words find.
    const warm = await answerer().answer(
      'After the NRV was serviced yesterday, pump no.2 starts, delivery gauge shows high pressure about the shut-off value, but the flow meter reads zero and the casing is getting warm. Operator says the delivery valve is fully open.',
    );
    expect(warm.response).toMatch(
      /\nWhat to do: Stop the pump at once and let it cool before restarting\. Then open the discharge valve fully and check the non-return valve\.\n/,
    );
  });

  it("answers which courses there are from the list of all of them, not the one course the visitor's role finds", async () => {
    const answer = await answerer().answer('Do you run any training for pump operators and maintenance staff? What subjects do you cover?');
    for (const course of ['Pump failure modes', 'Head terms and NPSH', 'Sump and suction design', 'Energy efficiency'])
      expect(answer.response).toContain(`- ${course}`);
  });

  it('reads the rest of the stations brought in later as stations added as the customer grows', async () => {
    const history = earlierTurn(
      'How is iPUMPNET priced?',
      'Per pumping station and by model. There is no published price list; the team prepares a quote after a demo.',
    );
    const answer = await answerer().answer('we have 8 stations. if we start with 2, can the rest be brought in later?', { history });
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/stations can be added later|add stations, sensors and features as you grow/);
  });

  it('answers whether a standby pump may stand idle for months from the standby pump that stands stationary', async () => {
    const answer = await answerer().answer('is it ok to leave the standby pump idle for months?');
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/Rotate standby pumps periodically to prevent false brinelling/);
  });

  it('reads the gauge a visitor names ("discharge pressure") as a reading, not as the page titled by its word', async () => {
    const answer = await answerer().answer(
      'Reservoir is filling much slower than before. The discharge pressure is higher than normal and the motor current is a bit lower. pump problem or pipeline problem?',
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-less-flow-yield-than-expected');
    expect(answer.response).toMatch(/scaling and tuberculation/);
  });

  it('says what a thing is before the aspect asked next ("what is cavitation and how do we avoid it?")', async () => {
    const answer = await answerer().answer('What is cavitation in pumps and how do we avoid it?');
    const [first, second] = answer.response.split('\n');
    expect(first).toMatch(/^Cavitation is the formation of vapour bubbles/);
    expect(second).toMatch(/^Remedies for cavitation/);
    // A page not titled by the term asked about gives no definition of its own.
    expect((await answerer().answer('what is a wear ring and how do we fix a worn one?')).response).not.toMatch(/^Cavitation is/);
  });

  it("cuts the list of causes to make room for the remedy by the items that hold the question's words", async () => {
    const answer = await answerer().answer(
      'Since we fitted VFDs on two of the raw water pumps the motor bearings are failing every few months. Can the drive be causing this?',
    );
    expect(answer.response).toMatch(/\(fluting\), especially with variable frequency drives/);
    expect(answer.response).toMatch(/\nWhat to do: On VFD-driven motors, use insulated bearings/);
  });

  it('answers a way of doing something put up for judgement ("can we just ... to cut the flow?") with the verdict on it', async () => {
    for (const question of [
      'When demand is low, can we just close the suction valve part way to reduce the flow?',
      'can we throttle the suction valve to cut the flow?',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.response.split('\n')[0], question).toMatch(/never (regulated|throttle) on the suction side/);
    }
  });

  it('answers whether a material can be used in a liquid ("can we use SS 304 ... in sea water?") with the verdict on it', async () => {
    const answer = await answerer().answer('can we use SS 304 shaft sleeves in sea water?');
    expect(answer.response.split('\n')[0]).toMatch(/304 and 316 stainless steels are not suitable/);
    expect(answer.sources.map((s) => s.url)).toContain('/pump-failure-modes-corrosion');
  });

  it('answers the current a pump draws against a closed delivery valve from the power at shut-off', async () => {
    for (const question of [
      'our axial flow pump drew MORE current when the delivery valve was shut. i thought closed valve means less load?',
      'if I half close the delivery valve, will motor current go down?',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.response.split('\n')[0], question).toMatch(/^For a radial-flow pump, motor power and current lower than normal/);
    }
    // A closed valve asked about without the power it draws is no question about shut-off power.
    expect((await answerer().answer('why is the discharge valve closed before starting a pump?')).response).not.toMatch(/radial-flow/);
  });

  it('quotes a long list item past its first sentence when a later one holds more of the question', async () => {
    const answer = await answerer().answer(
      'supply voltage drops to around 380 V in the evenings. will the pump speed drop a lot and reduce our flow?',
    );
    expect(answer.response).toContain(
      "Low supply voltage changes an induction motor's speed only slightly, because its slip rises a little, but it raises the current and heating.",
    );
  });

  it("answers an opening's experience though its title names the product's hardware, and an age limit from the equal opportunity line", async () => {
    const lead = await answerer().answer('How many years experience needed for the Hardware design Lead post?');
    expect(lead.response).toMatch(/^Hardware design Lead \(10\+ years of experience\) asks for:/);
    const age = await answerer().answer('is there any upper age limit for applying? i am 48 with 20 yrs in instrumentation');
    expect(age.response).toMatch(/^The company is an equal opportunity employer .*\bage\b/);
    expect(age.sources[0]?.url).toBe('/careers');
    const disability = await answerer().answer(
      'I am a B.E. ECE fresher with a hearing disability (70%). Will my application be considered for your junior embedded post?',
    );
    expect(disability.response).toMatch(/equal opportunity employer .*\bdisability\b/);
    expect(disability.sources[0]?.url).toBe('/careers');
  });

  it('reads "what all topics are covered" after a question about training as the courses it covers, in one message or two', async () => {
    const one = await answerer().answer('do you guys conduct training for operators? what all topics are covered');
    expect(one.sources.map((s) => s.url)).toEqual(['/academy']);
    expect(one.response).toMatch(/Sump and suction design/);
    const after = await answerer().answer('what all topics are covered', {
      history: earlierTurn('do you guys conduct training for operators?', 'Yes: the Aquaflow training academy runs courses for operators.'),
    });
    expect(after.sources[0]?.url).toBe('/academy');
  });

  it('quotes the one list item that holds clearly most of the question past the cap', async () => {
    const answer = await answerer().answer(
      'why should the suction pipe rise towards the pump when there is a suction lift? my contractor laid it with a hump',
    );
    expect(answer.response).toContain('Avoid high points that trap air.');
  });

  it('answers whether stations can be added later from the pricing page, not with the price hand-off', async () => {
    for (const question of [
      'we have 20 stations but budget for only 2 now. rest later possible?',
      'we have 12 stations but budget only for 3 this year. can the remaining be added later?',
      // A trial on one, the rest if it works out; "whole networks" are all the stations, no network link.
      'We have seven booster stations. Can we try your system on just one of them first and bring in the rest if it works out, or do you only take whole networks?',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.mode, question).toBe('extractive');
      expect(answer.response, question).toContain('stations can be added later');
    }
  });

  it('reads a bearing temperature that went from 55 to 80 degrees as a trouble, and answers it without how the product would flag it', async () => {
    const answer = await answerer().answer(
      "our pump's bearing temperature went from 55 to 80 degrees in two days, what should we check first?",
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-bearing-failure');
    expect(answer.response).toMatch(/The most common causes of bearing failure in pumps are:\n- Lubrication faults/);
    expect(answer.response).not.toMatch(/AI condition-monitoring model|flagged/);
    // A reading that tells the causes apart still leads.
    const zero = await answerer().answer(
      'Pump motor is running but flow meter shows zero and the discharge pressure gauge is near zero. What is happening?',
    );
    expect(zero.response).toMatch(/^The discharge pressure sensor distinguishes dead-heading/);
  });

  it('does not lead with a sentence that leans on a list before it ("From these iPUMPNET calculates...")', async () => {
    const answer = await answerer().answer('sir plz tell me how to reduce electricity bill of our water pumping station');
    expect(answer.response).not.toMatch(/^From these/);
    expect(answer.response).toMatch(/\nRemedies for excessive power consumption depend on the cause found:/);
  });

  it('answers what the product does for a municipal station from where it is used, a town being a water utility', async () => {
    const answer = await answerer().answer('hello, what exactly does iPUMPNET do for a small municipal pumping station?');
    expect(answer.sources[0]?.url).toBe('/applications');
    expect(answer.response).toMatch(/^Drinking water supply/);
  });

  it('answers whether the sensors can be fitted with the pump running with how they are fitted, then the hand-off', async () => {
    const answer = await answerer().answer('can the sensors be fitted while the pump is running or do we need a shutdown?');
    expect(answer.mode).toBe('handoff');
    expect(answer.response).toMatch(
      /^iPUMPNET sensors are retrofitted on existing pumps .* They are mounted without modifying the pumps\. Whether a pump must be stopped/,
    );
  });

  it('answers whether a resume sent with the careers form is kept forever with how long submissions are kept', async () => {
    const answer = await answerer().answer(
      'I applied through your careers form back in January and never heard back. Is my resume just sitting in your database forever?',
    );
    expect(answer.response).toMatch(/^How long form submissions are kept: .*deleted from the forms database 90 days after/);
  });

  it('answers what a term named only among the causes is with that cause and what prevents it', async () => {
    const answer = await answerer().answer('what is false brinelling? our standby pump bearings failed even though it hardly ran');
    expect(answer.response.split('\n').slice(0, 2)).toEqual([
      'One cause of bearing failure: false brinelling in standby pumps exposed to vibration while stationary.',
      'What to do: Rotate standby pumps periodically to prevent false brinelling.',
    ]);
    // A cause named beside a like one ("water hammer or pressure surges"), its remedy by the like one's word;
    // whether the product detects it, which no page says, is the team's.
    const hammer = await answerer().answer('What is water hammer and can your system detect it?');
    expect(hammer.mode).toBe('handoff');
    expect(hammer.response).toMatch(
      /^One cause of leakage: water hammer or pressure surges beyond the rating of joints\. What to do: Control surges with non-return valves/,
    );
    expect(hammer.response).toMatch(/Whether iPUMPNET detects it is not published/);
  });

  it("says the pages do not explain the cause of a thing they name only as another trouble's cause, and prevents it by its own remedy", async () => {
    // "Water hammer or pressure surges beyond the rating of joints" is a cause of leakage: the causes of leakage are no answer.
    const cause = await answerer().answer('what causes water hammer when the pump trips?');
    expect(cause.mode).toBe('handoff');
    expect(cause.response).toMatch(
      /^Our pages do not explain what causes water hammer\. One cause of leakage: water hammer or pressure surges beyond the rating of joints\. What to do: Control surges/,
    );
    expect(cause.response).not.toMatch(/gland packing/);
    // Prevented: the one remedy that names it, not every remedy for leakage.
    for (const [question, cure] of [
      ['how do I prevent water hammer?', /^One cause of leakage: [^\n]*\nWhat to do: Control surges with non-return valves/],
      ['how can we stop resonance?', /^Resonance, when running speed [^\n]*\nWhat to do: Detune resonance by stiffening supports/],
    ] as const) {
      const answer = await answerer().answer(question);
      expect(answer.response, question).toMatch(cure);
      expect(answer.response, question).not.toMatch(/gland packing|Balance the rotor/);
    }
    // A cause the pages say where it comes from answers its own cause.
    const brinelling = await answerer().answer('what causes false brinelling?');
    expect(brinelling.mode).toBe('extractive');
  });

  it('spells out an abbreviation asked after a story ("...wrote MIC risk in his report. what is MIC?")', async () => {
    const answer = await answerer().answer('Our consultant wrote "MIC risk" for the sewage lift station pumps in his report. what is MIC?');
    expect(answer.response).toMatch(/^MIC stands for microbiologically influenced corrosion\./);
  });

  it('reads an inlet pipe dropping water from a height as water falling freely into the sump', async () => {
    for (const question of [
      'In our sump the inlet pipe drops water from about 2 m height, quite near pump 1. Is this a problem?',
      'the inlet pipe pours water from the top into the sump just next to our pumps. is that a problem?',
      'inlet channel water falls from 1.5 m into the wet well, will it cause problems for the pumps?',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.response, question).toMatch(/never let water fall freely into the sump near the pumps/);
    }
  });

  it('answers whether two pumps in parallel double the flow from parallel operation, not a double-suction pump', async () => {
    const answer = await answerer().answer('two pumps in parallel, will the flow double?');
    expect(answer.response).toMatch(/raises flow far less than expected/);
    expect(answer.response).not.toMatch(/double-suction/);
  });

  it("keeps the list item that holds the question's words within the cap, though it is longer than the one it displaces", async () => {
    const answer = await answerer().answer(
      'Three pumps in parallel into one header; the oldest runs hot and its flow meter reads next to nothing while the others carry the load. Why?',
    );
    expect(answer.response).toMatch(/\n- In parallel operation, one pump with a lower shut-off head being pushed back on its curve/);
    // Cut by the quote, which counts what it leaves out, not by the cap after it.
    expect(answer.response).toMatch(/\n- …and \d more on the page\n/);
  });

  it('says the remedy that holds the words of a trouble described after its causes, not before them', async () => {
    const answer = await answerer().answer(
      'Bearings on our VFD-driven motors keep failing and the races have a washboard pattern. Any idea?',
    );
    expect(answer.response).toMatch(/^The most common causes of bearing failure/);
    expect(answer.response).toMatch(/\nWhat to do: On VFD-driven motors, use insulated bearings or shaft grounding\.\nRead more on the /);
    // Asked how to keep a trouble away, the remedy is the answer, and leads.
    const asked = await answerer().answer(
      'we wash the pump house floor with a hose every day. how to keep water out of the bearing housings',
    );
    expect(asked.response).toMatch(/^Fit bearing isolators/);
  });

  it('defines no word that is on every page in passing ("what is your company trying to achieve?")', async () => {
    const answer = await answerer().answer("what is your company actually trying to achieve? like what's the mission behind all this");
    expect(answer.response).not.toMatch(/equal opportunity employer/);
    expect(answer.sources.map((s) => s.url)).toContain('/about');
  });

  it('defines a term the knowledge base names only in passing, with its cure when asked', async () => {
    const answer = await answerer().answer(
      "Vibration consultant wrote 'suspected resonance' on the pump 5 report. what exactly is resonance and how is it usually cured?",
    );
    expect(answer.response).toMatch(/^Resonance, when running speed .*natural frequency/);
    expect(answer.response).toMatch(/\nWhat to do: Detune resonance/);
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-excessive-vibration');
    // A term with a section of its own keeps that section.
    expect((await answerer().answer('what is cavitation?')).response).toMatch(/^Cavitation is the formation/);
  });

  it('declines a kind of something the knowledge base names, in words it never uses and about neither pumps nor us', async () => {
    expect((await answerer().answer('explain how bitcoin mining works, simple words')).mode).toBe('refusal');
    expect((await answerer().answer('gold mining pumps')).mode).toBe('extractive');
    expect((await answerer().answer('what topics are taught at the academy')).mode).toBe('extractive');
    expect((await answerer().answer('do you work with copper mining companies')).mode).not.toBe('refusal');
    expect((await answerer().answer('ok that makes sense now, thanks a ton')).mode).toBe('smalltalk');
  });

  it('answers the question a visitor wraps in reasons from the question itself', async () => {
    const answer = await answerer().answer('what is ipumpnet? explain in simple words pls, its for my college mini project');
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/performance management/);
    expect(answer.response).not.toMatch(/Number of pumping stations/);
  });

  it('does not take "insulation class" for a course or a stated-results question for our project list', async () => {
    const hot = await answerer().answer(
      'motor nameplate says insulation class F. at what winding temp should i start worrying, and how much life do we lose running it hot',
    );
    expect(hot.mode).toBe('extractive');
    const savings = await answerer().answer('realistically what savings have your customers got? efficiency %, payback period?');
    expect(savings.response).toMatch(/Efficiency improvement/);
  });
});

describe('words visitors use that the files do not', () => {
  it('answers a question with misspelt words as if they were spelt right, not as off-topic', async () => {
    const cases: [string, string][] = [
      ['cavitaion kya hai', '/pump-failure-modes-cavitation'],
      ['waht is NPSH', '/various-head-terms'],
      ['hw to calcualte pump efficency', '/sub-optimal'],
    ];
    for (const [question, url] of cases) {
      const answer = await answerer().answer(question);
      expect(answer.mode, question).not.toBe('refusal');
      expect(answer.sources[0]?.url, question).toBe(url);
    }
  });

  it('reads the phone platforms a visitor names as the mobile app, and a tablet to use it on as no medicine', async () => {
    for (const question of ['is there an iPhone app?', 'is there an android app for ipumpnet', 'can I use it on my tablet?']) {
      const answer = await answerer().answer(question);
      expect(answer.mode, question).toBe('extractive');
      expect(answer.response.split('\n')[0], question).toMatch(/mobile app/);
    }
    expect((await answerer().answer('which tablets should i take for my headache')).response).toMatch(/medical advice/);
  });

  it('reads a pump running backwards as the wrong direction of rotation, and power cuts as the hours lost to power failure', async () => {
    const backwards = await answerer().answer('can it detect a pump running backwards?');
    expect(backwards.mode).toBe('extractive');
    expect(backwards.response).toMatch(/direction of rotation/);
    const cuts = await answerer().answer('does iPUMPNET record power cuts at the station?');
    expect(cuts.response).toMatch(/^Yes: all five models have power availability and power-failure hours\./);
  });

  it('answers whether the edge box opens ports from the section that says so, not one that names only a synonym of a word', async () => {
    const ports = await answerer().answer('does the edge box open any ports to the internet?');
    expect(ports.response).toMatch(/only opens outgoing connections/);
    expect(ports.response).not.toMatch(/The station keeps working/);
  });

  it('reads a motor back from rewinding as electrical work, after which the rotation may be wrong', async () => {
    const answer = await answerer().answer(
      'since the motor was rewound the pump gives much less water, and the delivery pressure is low. why?',
    );
    expect(answer.response).toMatch(/\n- Wrong direction of rotation after electrical work\.\n/);
  });

  it("reads running dry and an air lock as a pump without discharge, but dry running that harms a seal as the seal's", async () => {
    const detect = await answerer().answer('how does ipumpnet detect dry running');
    expect(detect.sources[0]?.url).toBe('/pump-failure-modes-pump-operating-without-discharge');
    expect(detect.response).toMatch(/no flow/);
    const airLock = await answerer().answer('how to remove an air lock from a centrifugal pump');
    expect(airLock.sources[0]?.url).toBe('/pump-failure-modes-pump-operating-without-discharge');
    expect((await answerer().answer('how fast seal gets damaged if pump runs dry')).sources[0]?.url).toBe(
      '/pump-failure-modes-seal-failure',
    );
  });

  it('reads a trouble told in Hinglish ("awaaz", "kankar", "kya problem hai?") as the trouble and its causes', async () => {
    const answer = await answerer().answer(
      'pump se awaaz aa rahi hai jaise kankar ghoom rahe ho aur pressure bhi kam hai, kya problem hai?',
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-cavitation');
    expect(answer.response).toMatch(/Cavitation is caused by/);
    const hot = await answerer().answer('motor bahut garam ho raha hai, kyun?');
    expect(hot.response).toMatch(/^Common causes of a pump overheating/);
  });

  it('answers a feature asked in Hinglish without handing off its Hinglish words as something unpublished', async () => {
    const answer = await answerer().answer(
      'hamare gaon wale station pe bijli bahut jaati hai. kya iPUMPNET record karega ki kitne ghante light nahi thi? Mini model mein milega?',
    );
    expect(answer.mode).toBe('facts');
    expect(answer.response).toMatch(/^Yes: Mini has power availability and power-failure hours/);
  });

  it('reads a gland "tight kar diya" after it dripped ("tapak"), and "kya galat hua?", as over-tightened packing', async () => {
    const answer = await answerer().answer(
      'gland se paani tapak raha tha toh fitter ne usko poora tight kar diya. ab wahan se dhuan aa raha hai aur sleeve bahut garam hai. kya galat hua?',
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-leakage');
    expect(answer.response).toMatch(/^Note that gland packing is designed to leak .* over-tightening burns the packing/);
  });

  it('reads "kya karu?" in Hinglish as asking what to do, and "dikhega" as seeing the data', async () => {
    const hot = await answerer().answer('pump bahut garam ho raha hai, kya karu?');
    expect(hot.response).toMatch(/^Remedies for an overheating pump set/);
    const onPhone = await answerer().answer('iPUMPNET ka data mobile pe dikhega kya?');
    expect(onPhone.response).toMatch(/mobile app/);
  });

  it('reads "jung" as rust and "band pada rehta hai" as standing idle, so a Hinglish story of a rusting standby pump gets the cure', async () => {
    const rust = await answerer().answer(
      'Hamare sewage pumping station pe standby pump mahino tak band pada rehta hai aur uske andar bahut jung lag jaata hai. Isko kaise roke?',
    );
    expect(rust.response).toMatch(/^Remedies and prevention for corrosion:/);
    expect(rust.response).toMatch(/flush pumps before long idle periods/);
  });

  it('answers the figures the company quotes with its stated benefits, a pilot told in passing asking no demo', async () => {
    const answer = await answerer().answer(
      "I'm writing a board note for approving a pilot. What figures do you quote for equipment life extension and life-cycle cost reduction?",
    );
    expect(answer.response).toMatch(/equipment life extension of up to 50%, a life-cycle cost reduction of 15-45%/);
    expect(answer.response).toMatch(/Actual results depend on/);
    expect(answer.response).not.toMatch(/request a demo|priced per pumping station/);
    // A demo told and then asked about is still the demo's.
    expect((await answerer().answer('My 16 year old son wants to request a demo for a school project. Is that ok?')).response).toMatch(
      /18/,
    );
  });

  it('reads a story of a trouble followed by a bare "reasons?" as asking the causes of that trouble', async () => {
    const answer = await answerer().answer('bearings of our vertical turbine pump failing again and again. reasons?');
    expect(answer.response).toMatch(/^The most common causes of bearing failure/);
  });

  it('reads "purane pumps pe lag sakta hai?" as whether it fits existing pumps, and the links a visitor names as the network connection', async () => {
    const old = await answerer().answer('kya ipumpnet purane pumps pe bhi lag sakta hai ya sirf naye pumps pe?');
    expect(old.response).toMatch(/retrofitted on existing pumps and motors of any manufacturer/);
    const link = await answerer().answer('wat connectivity does it need - gsm, wifi or ethernet?');
    expect(link.response).toMatch(/^A station needs a power supply[^\n]*network connection: wired or cellular/);
  });

  it('reads the phone a visitor looks at the data on as the mobile app, and one to call us on as our number', async () => {
    for (const question of ['Can I see the data on my mobile phone', 'can I get the readings on my android phone?']) {
      const onPhone = await answerer().answer(question);
      expect(onPhone.mode, question).toBe('extractive');
      expect(onPhone.response, question).toMatch(/mobile app/);
    }
    expect((await answerer().answer('can I call you on the phone')).response).toMatch(/Phone: /);
    // Alarms sent to someone's phone are the product's, not our number.
    const alarms = await answerer().answer("Will alarms come on SMS or WhatsApp to our junior engineer's phone?");
    expect(alarms.sources[0]?.url).not.toBe('/contact-us');
    expect(alarms.response).toMatch(/SMS/);
  });

  it("answers what becomes of a form submission from the privacy page, not with the form's fields", async () => {
    const answer = await answerer().answer('what happens to the data I enter in the contact form?');
    expect(answer.sources[0]?.url).toBe('/privacy-policy');
    expect(answer.response).not.toMatch(/first name, last name/);
  });
});

describe('how a quoted section reads', () => {
  it("puts the sentence that says what the thing is before a list's opening line when asked what it is, not between the opening and its items", async () => {
    const answer = await answerer().answer('What is the academy? Do you run training courses for pump operators?');
    const lines = answer.response.split('\n');
    expect(lines[0]).toMatch(/^The Aquaflow training academy offers practical training/);
    const opening = lines.findIndex((l) => l.endsWith(':'));
    expect(opening).toBeGreaterThan(0);
    expect(lines[opening + 1]).toMatch(/^- /);
  });
});

describe('a section whose heading answers a question word', () => {
  it('reads "how many years" as how long, and answers from how long the data is kept', async () => {
    const answer = await answerer().answer('How many years of station data do you keep in the cloud?');
    expect(answer.response).toMatch(/How long the other station data is kept in the cloud or on premises is agreed with each customer/);
  });

  it('reads data "stored in India" as asking where it is hosted, not how long it is kept, and says what is published of it', async () => {
    const answer = await answerer().answer('Is the data stored in India or on some foreign cloud server?');
    // What is published first (a hybrid cloud, on premises where needed), then the team for the provider and region.
    expect(answer.mode).toBe('handoff');
    expect(answer.response).toMatch(/^\S+ uses a hybrid cloud\. .*can be hosted on premises\. Which cloud provider/);
    expect(answer.response).not.toMatch(/one month and then overwritten/);
    // The sentence on the station data leads the one on camera footage, which the visitor did not ask of.
    expect((await answerer().answer('how long is the data kept?')).response).toMatch(
      /^How long the other station data is kept .* agreed with each customer[^\n]*\nWeb camera footage/,
    );
  });
});

describe('a hand-off', () => {
  it('says whose the data is before handing off what happens to it when a customer stops using the product', async () => {
    const answer = await answerer().answer('what happens to my data if we stop using ipumpnet?');
    expect(answer.mode).toBe('handoff');
    expect(answer.response).toMatch(/^The customer owns its data\. What happens to the data when a customer stops using iPUMPNET/);
  });

  it("says how a station connects before handing off the link's speed or data use, which no page gives", async () => {
    for (const question of ['what internet speed is needed?', 'how much data does the edge unit use per month?']) {
      const answer = await answerer().answer(question);
      expect(answer.mode, question).toBe('handoff');
      expect(answer.response, question).toMatch(/^A station needs .*a network connection: wired or cellular\. The speed or monthly data/);
    }
  });

  it("tells the founders' experience when asked how many stations the company has worked on, and that the installed base is the team's to say", async () => {
    for (const question of ['how many pumping stations have you worked on?', 'how many stations are using ipumpnet?']) {
      const answer = await answerer().answer(question);
      expect(answer.mode, question).toBe('handoff');
      expect(answer.response, question).toMatch(
        /^Aquaflow .* was founded by engineers whose combined experience covers over 5000 pumping stations/,
      );
      expect(answer.response, question).toMatch(/How many stations run iPUMPNET today is not published/);
    }
    // How many pumps one unit takes is another question.
    expect((await answerer().answer('how many pumps can one edge unit handle?')).response).not.toMatch(/5000/);
  });

  it('hands a question about the product that the files do not answer to the team, not "outside what I can answer"', async () => {
    const answer = await answerer().answer('can i export the data to excel');
    expect(answer.mode).toBe('handoff');
    expect(answer.response).toMatch(/our team will answer it/);
    expect((await answerer().answer('who won the cricket match')).mode).toBe('refusal');
  });

  it('hands a question about pumps that the pump pages do not cover to the engineers, not "outside what I can answer"', async () => {
    // "damaged" names the page on damaged shafts; lightning, the one word asked about, is on no page.
    const lightning = await answerer().answer('can the pump be damaged by lightning?');
    expect(lightning.mode).toBe('handoff');
    expect(lightning.response).toMatch(/^The pump pages here do not cover that: our engineers will answer it/);
    expect((await answerer().answer('what about earthquakes, will the sump crack?')).mode).toBe('handoff');
    // A story's "Now the pumps are noisy" asks no judgement now: the question is still the engineers'.
    const story = await answerer().answer(
      'The pumps were selected for 55 m static head, but we found the actual static head is only around 42 m (survey error). Now the pumps are noisy and trip sometimes on overload. What is happening?',
    );
    expect(story.mode).not.toBe('refusal');
    // Pumps counted ("4 old pumps") are the visitor's too.
    const replacing = await answerer().answer(
      'Next year we are replacing 4 old pumps (25 yrs) in a raw water station. Old nameplate duty is 900 m3/h at 62 m. How should we select the new ones?',
    );
    expect(replacing.mode).not.toBe('refusal');
    // A verb "pump" names no pump of the visitor's, and a judgement on safety is no hand-off to a form.
    expect((await answerer().answer('how do I pump up a bicycle tyre?')).mode).toBe('refusal');
  });

  it('says a trial asked as a first step of more stations can start with one station, before handing its terms to the team', async () => {
    const answer = await answerer().answer('We have 8 stations. Can we start with just one as a trial and add the rest later?');
    expect(answer.mode).toBe('handoff');
    expect(answer.response).toMatch(/^You can start with one station .* Whether a trial or pilot/);
    expect((await answerer().answer('Can we get a free trial?')).response).toMatch(/^Whether a trial or pilot/);
  });

  it('chooses an opening by the level and field a visitor introduces themselves with', async () => {
    const answer = await answerer().answer("I'm a fresher with Arduino and some PLC knowledge, which role suits me?");
    expect(answer.mode).toBe('facts');
    expect(answer.response).toMatch(/Jr Embedded Engineer/);
  });

  it("takes the introduction's level and field to the openings only when the question after it asks about work", async () => {
    const electrician = await answerer().answer('I am an electrician with 1 year experience, any opening for me?');
    expect(electrician.response).toMatch(/^We have 3 openings for 1 year of experience:/);
    const iti = await answerer().answer(
      'I am ITI electrician pass-out with 1 yr experience in a panel shop. Can I apply anywhere in your company?',
    );
    expect(iti.response).toMatch(/for ITI holders:\n- Software \/ Hardware associate engineer \(6 months\+\)/);
    // A role that an opening's title happens to name, and a question about pumps: no opening.
    const engineer = await answerer().answer('I am a hardware design engineer at a utility. what is cavitation?');
    expect(engineer.sources[0]?.url).toBe('/pump-failure-modes-cavitation');
  });

  it('gives the numbers a visitor asks for, though they also ask for a person; a person alone is a hand-off', async () => {
    const numbers = await answerer().answer('whats your mail id and phone number? need to talk to someone');
    expect(numbers.mode).toBe('facts');
    expect(numbers.response).toMatch(/Phone: .*\n.*\n- E-mail: /);
    expect((await answerer().answer("i'd like to talk to someone from your sales team")).mode).toBe('handoff');
    expect((await answerer().answer('my no. is 98220 00000, ask your technical person to ring me')).mode).toBe('handoff');
  });

  it('says yes to a feature and hands on what the question asks of it in words no page uses', async () => {
    const tariff = await answerer().answer(
      'Can the auto scheduling in Max shift pumping to off-peak hours to use the cheaper night tariff?',
    );
    expect(tariff.mode).toBe('handoff');
    expect(tariff.response).toMatch(/^Yes: Max has auto scheduling of pumps .* What you ask of it beyond that is not published/);
    // The visitor's own way of talking ("leaning", "versions"), apart, asks nothing beyond the feature.
    const app = await answerer().answer(
      "we're leaning towards Mini. do we still get the mobile app or is that only in the higher versions?",
    );
    expect(app.mode).toBe('facts');
    expect(app.response).toMatch(/^Yes: /);
  });
});

describe('the published terms', () => {
  it.each(['if we submit the demo request form, are we committed to buy something?', 'is there any obligation if i book a demo'])(
    'answers "%s" with the terms: a form creates no contract, not how to request a demo',
    async (question) => {
      const answer = await answerer().answer(question);
      expect(answer.sources[0]?.url).toBe('/terms-conditions');
      expect(answer.response).toMatch(/sending a form does not create a contract/);
    },
  );

  it('gives the time limit for a claim about this website, though the question names a legal claim', async () => {
    const answer = await answerer().answer('if I want to bring a legal claim about something on this website, is there any deadline?');
    expect(answer.mode).toBe('facts');
    expect(answer.response).toMatch(/within one year/);
    expect((await answerer().answer('can I sue my pump supplier?')).mode).toBe('refusal');
  });
});

describe('a question whose section opens with its verdict', () => {
  it('says the heading\'s question before its "No", when the visitor asked in other words', async () => {
    const answer = await answerer().answer('What are your terms of use, who is liable if the advice from this chat turns out wrong');
    expect(answer.response).toMatch(/^Are the chat assistant's answers binding\? No\.\n/);
    expect(answer.response).toMatch(/do not bind/);
  });
});

describe('off-topic', () => {
  it('refuses the price of something the knowledge base never names, but hands off our own prices', async () => {
    expect((await answerer().answer('whats the current price of bitcoin')).mode).toBe('refusal');
    expect((await answerer().answer('cost of petrol in delhi')).mode).toBe('refusal');
    const ours = await answerer().answer('what is the price of ipumpnet max');
    expect(ours.mode).toBe('handoff');
    // How pricing works, from the knowledge page that says it, before the figure is handed off.
    expect(ours.response).toMatch(
      /^iPUMPNET is priced per pumping station and by model: Mini, Basic, Lite, Pro or Max\. iPUMPNET prices are not published/,
    );
    // A quotation asked for: the same words on how pricing works, then who prepares it.
    const quote = await answerer().answer('can you send a quotation for 3 stations');
    expect(quote.mode).toBe('handoff');
    expect(quote.response).toMatch(
      /^iPUMPNET is priced per pumping station and by model[^\n]*\. Our team prepares quotes for your stations/,
    );
  });
});

describe("visitors' words for the knowledge base's", () => {
  it('answers a trouble told in words of the trade the knowledge base never uses ("submersible", "cable")', async () => {
    const answer = await answerer().answer('submersible pump keeps tripping, cable feels hot');
    expect(answer.mode).toBe('extractive');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-pumps-overheats');
    // Words that are neither the trade's nor the knowledge base's still decline.
    expect((await answerer().answer("my car's fuel pump keeps tripping the fuse")).mode).toBe('refusal');
  });

  it('reads small stones rattling inside the pump as the gravel sound of cavitation, and "what is going on?" as asking why', async () => {
    const answer = await answerer().answer(
      'our sump level is going down and now the pump makes a sound like small stones rattling inside it. what is going on?',
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-cavitation');
    expect(answer.response).toMatch(/\nCavitation is caused by[^\n]*:\n- Low liquid level/);
  });

  it('puts a sentence from elsewhere on the page before a list opener, never between the opener and its items', async () => {
    const answer = await answerer().answer('why does my pump make a gravel noise');
    expect(answer.response).toMatch(/gravel/);
    expect(answer.response).toMatch(/Cavitation is caused by anything that lowers NPSHa or raises NPSHr:\n- /);
  });

  it('reads a mobile signal that goes off as the network link, and readings lost as data lost', async () => {
    const answer = await answerer().answer('mobile signal goes off for hours at our station. will the readings be lost?');
    expect(answer.sources[0]?.url).toBe('/technology');
    expect(answer.response).toMatch(/no data is lost/);
  });

  it('reads the chatbot as the chat assistant, responsible as binding, and waterproof as the IP68 enclosure', async () => {
    const binding = await answerer().answer('If your chatbot tells me something wrong and we act on it, is the company responsible?');
    expect(binding.sources[0]?.url).toBe('/terms-conditions');
    expect(binding.response).toMatch(/not engineering advice/);
    const enclosure = await answerer().answer('is the field unit waterproof? it will sit in a pump pit that floods every monsoon');
    expect(enclosure.response).toMatch(/IP68/);
    const underWater = await answerer().answer(
      'Our pump house floods in the monsoon sometimes. Can the station box survive being under water?',
    );
    expect(underWater.response).toMatch(/IP68: dust-tight and protected against continuous immersion/);
    // A flooded suction is a head term, no enclosure under water.
    expect((await answerer().answer('our pump has a flooded suction, is that good?')).response).not.toMatch(/IP68/);
  });

  it('lists every failure mode for "what are all the failure modes you cover", not what the chapter is', async () => {
    const reply = await answerer().answer('what are all the pump failure modes covered in your knowledge base');
    for (const mode of ['Cavitation', 'Seal failure', 'Corrosion', 'Imbalanced or damaged shaft'])
      expect(reply.response).toContain(`- ${mode}`);
  });

  it("reads a visitor's office campus as where their pumps are, not a question about our address", async () => {
    const reply = await answerer().answer('Does your system make sense for chilled water pumps in a big office campus?');
    expect(reply.response).not.toMatch(/Address:/);
    expect(reply.response).toMatch(/chilled-water/);
  });

  it('reads a resume in Word format as a DOC file, and says the lead of a paragraph it quotes cut short once', async () => {
    const history = earlierTurn('do you have an opening for an embedded fresher?', 'Yes: Jr Embedded Engineer.');
    const answer = await answerer().answer('ok how do i apply for that one? can i send my resume in word format', { history });
    expect(answer.response).toMatch(/PDF, DOC or DOCX/);
    expect(answer.response.match(/Each opening has an Apply Now link/g)).toHaveLength(1);
  });

  it('answers "does a VFD always save energy?" with where it saves least, though fitting a VFD is also a remedy for high power', async () => {
    const { response } = await answerer().answer('Does fitting a VFD always save energy? our consultant says yes');
    expect(response.split('\n')[0]).toMatch(/saves most where friction head dominates and least where static head dominates/);
  });

  it('quotes the two cases a paragraph counts together, by their first clauses when whole they would not fit', async () => {
    for (const question of [
      'what is pump operating without discharge',
      'pump is running but flow meter shows zero and discharge pressure is almost zero too. what does that mean',
    ]) {
      const { response } = await answerer().answer(question);
      expect(response, question).toMatch(
        /There are two distinct situations\.\nIn the first, called dead-heading, .*shut-off head\.\nIn the second, the pump has lost its prime/,
      );
      expect(response, question).toMatch(/In both situations/);
    }
  });

  it('reads zero water at the delivery, nothing reaching the tank and a lost prime as a pump operating without discharge', async () => {
    for (const question of [
      'pump running, motor humming normal but zero water at delivery side. what to check',
      'the discharge gauge reads high, but nothing is reaching the overhead tank. what is happening?',
      'pump losing prime again and again, every morning same',
    ])
      expect((await answerer().answer(question)).sources[0]?.url).toBe('/pump-failure-modes-pump-operating-without-discharge');
  });

  it('judges a claim it is told ("the power drops to half ... is that true?") from the section on it, not as a trouble of less flow', async () => {
    const answer = await answerer().answer(
      'consultant says if we put a VFD and run at 80% speed the power drops to about half because of the cube law. our pumps lift water 60 m up a hill to a tank. is that true for us?',
    );
    expect(answer.sources[0]?.url).toBe('/sub-optimal');
    expect(answer.response).toMatch(/static head/);
  });

  it('reads a fresher who "passed out 2025" as a graduate, and one who passed out in the pump house as an emergency', async () => {
    const fresher = await answerer().answer('Are there any job openings? I am a mechanical engg fresher, passed out 2025');
    expect(fresher.mode).toBe('facts');
    expect(fresher.response).toMatch(/Jr Embedded Engineer/);
    expect((await answerer().answer('my colleague passed out in the pump house')).response).toMatch(/emergency/);
  });

  it('refuses the price of something the site never names ("whats the bitcoin price now"), reading "whats" as "what\'s"', async () => {
    expect((await answerer().answer('whats the bitcoin price now')).mode).toBe('refusal');
  });

  it('hands off a unit of ours that stopped sending data, and reads WhatsApp alerts as the SMS alarms', async () => {
    const offline = await answerer().answer(
      'Our iPUMPNET unit at station 2 stopped sending data since last Tuesday, dashboard shows offline. Pls help',
    );
    expect(offline.mode).toBe('handoff');
    expect((await answerer().answer('does it send alerts on SMS or WhatsApp?')).response).toMatch(/SMS/);
  });

  it('hands off both of two questions the team answers ("is a certificate given? and what are the fees"), and answers what it can of two', async () => {
    const academy = await answerer().answer('Is a certificate given after the academy course? and what are the fees');
    expect(academy.response).toMatch(
      /^No page says whether academy courses end with an exam .* whether a certificate of completion is issued/,
    );
    expect(academy.response).toMatch(/Academy course dates, durations, fees and venues are announced on request/);
    expect(academy.handoff).toBe(true);
    const sensors = await answerer().answer('what sensors do you fit and what is the price for 5 stations?');
    expect(sensors.response).toMatch(
      /^iPUMPNET uses 14 sensors:[\s\S]*\n\niPUMPNET is priced per pumping station[^\n]*prices are not published/,
    );
  });

  it('reads water hammer as the pressure surges the leakage page speaks of, not as hammering a bearing on', async () => {
    const answer = await answerer().answer('what is water hammer and how do we prevent it?');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-leakage');
    expect(answer.response).toMatch(/Control surges with non-return valves, surge vessels/);
  });

  it('reads who is behind the company as its founders', async () => {
    const answer = await answerer().answer('who is behind aquaflow?');
    expect(answer.sources[0]?.url).toBe('/about');
    expect(answer.response).toMatch(/founded by engineers/);
  });

  it('weighs no "already" or "another" ("we already have a SCADA from another vendor")', async () => {
    const answer = await answerer().answer('We already have a SCADA at our stations from another vendor. Would iPUMPNET replace it?');
    expect(answer.response).toMatch(/integrat/i);
  });

  it('reads brownish water after a shutdown as the coloured water of corrosion, and hertz as speed', async () => {
    const water = await answerer().answer(
      'after a long shutdown, water comes out brownish for the first few minutes when we start the pump',
    );
    expect(water.sources[0]?.url).toBe('/pump-failure-modes-corrosion');
    const hz = await answerer().answer('if we push the VFD above 50 Hz to get a bit more water, does the cavitation risk go up?');
    expect(hz.mode).toBe('extractive');
  });

  it('reads holding us to what the chatbot says, checking pumps on a phone and who fits the sensors', async () => {
    expect((await answerer().answer('can i hold you to what the chatbot says?')).response).toMatch(/not engineering advice/);
    expect((await answerer().answer('can i check pumps on my phone')).response).toMatch(/mobile app/);
    expect((await answerer().answer('who fits the sensors, our staff or yours')).response).toMatch(/installs and commissions/);
  });

  it('answers what a pump datasheet says, though the files never write "datasheet" or "enough"', async () => {
    const answer = await answerer().answer('the pump datasheet says NPSHr 4 m, is that enough?');
    expect(answer.mode).toBe('extractive');
    expect(answer.response).toMatch(/NPSHr/);
  });

  it('answers a course fee asked with its format or length from the academy page, and a fee alone with a hand-off', async () => {
    const withFormat = await answerer().answer('how much does one academy course cost and how many days is it');
    expect(withFormat.mode).toBe('extractive');
    expect(withFormat.response).toMatch(/announced on request/);
    // No sentence that opens a list is quoted without its list.
    expect(withFormat.response).not.toMatch(/:\n/);
    // A course named does not take the answer to its outline: its fee and length are on request as every course's.
    const named = await answerer().answer('What is the fees for your pump energy efficiency course and is it 2 days or 1 week?');
    expect(named.response).toMatch(/^When and where are courses held, .*announced on request/);
    const feeAlone = await answerer().answer("what's the fee for the pump failure modes course and when does the next batch start?");
    expect(feeAlone.mode).toBe('handoff');
    expect(feeAlone.response).toMatch(/course dates, durations, fees/i);
    // "whats the fee and duration?" after the academy: the fee and duration of its courses, on request.
    const academyFirst = earlierTurn(
      'do you have any training academy',
      'Yes. The training academy runs practical courses on pump failure modes.',
    );
    const feeAndDuration = await answerer().answer('whats the fee and duration?', { history: academyFirst });
    expect(feeAndDuration.mode).toBe('handoff');
    expect(feeAndDuration.response).toMatch(/durations, fees/);
    const history = earlierTurn(
      'what courses do you have in the academy',
      'The academy offers four courses: pump failure modes, head terms and NPSH, sump design and energy efficiency.',
    );
    const followUp = await answerer().answer('and what is the fee?', { history });
    expect(followUp.mode).toBe('handoff');
    expect(followUp.response).toMatch(/course dates, durations, fees/i);
  });

  it('answers a section the question names whole ("which law applies"), not with the list of the page\'s sections', async () => {
    for (const question of [
      "which country's law applies to your website terms?",
      "Which country's laws govern your website terms, and where would a dispute go?",
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.response, question).toMatch(/^Which law applies: The terms are governed by the laws of India/);
    }
  });

  it('defines a page\'s subject from its opening, not from its summary of contents or its "how it is measured" section', async () => {
    const answer = await answerer().answer('what is meant by sub optimal operation of a pump');
    expect(answer.response).toMatch(/^Sub-optimal pump performance is the gap/);
  });

  it('prefers the section a question names over one whose heading only shares a word with it', async () => {
    const answer = await answerer().answer(
      'the filter backwash waste line empties into our clear water sump, just 3-4 m from the pump inlets. is that ok?',
    );
    expect(answer.response).toMatch(/air entrainment/i);
  });

  it('answers a told trouble from the passage that covers its story, not a Causes section ranked for its heading', async () => {
    const answer = await answerer().answer(
      'Filter backwash drain line falls into our clear water sump near pump no 2. Pump 2 is noisy and gives less head than the others. any relation?',
    );
    expect(answer.sources[0]?.url).toBe('/guidelines-for-proper-sump');
    expect(answer.response).toMatch(/^Avoiding air entrainment:/);
  });

  it('reads a pipe pulled into line with the pump nozzle as pipe strain, and "why is this so bad?" as its harm', async () => {
    const answer = await answerer().answer(
      'our fitter used a chain pulley block to pull the delivery pipe flange in line with the pump nozzle and then bolted it. my senior shouted at him. why is this so bad?',
    );
    expect(answer.sources[0]?.url).not.toBe('/pump-failure-modes-pump-operating-without-discharge');
    expect(answer.response).toMatch(/Pipe strain, where piping forces distort the pump casing/);
  });

  it('answers pumps selected with more head than needed, run throttled, from the fixes for sub-optimal performance', async () => {
    const answer = await answerer().answer(
      'why every consultant selects pump with more head than needed?? our pumps always run with delivery valve 40% closed, else motor trips. what is the proper fix',
    );
    expect(answer.sources[0]?.url).toBe('/sub-optimal');
    expect(answer.response).toMatch(/trim impellers or fit variable frequency drives/);
  });

  it('answers motors that trip in a hot, unventilated pump house from the causes of overheating', async () => {
    const answer = await answerer().answer(
      'Booster station motors trip on overload in summer afternoons only. Pump house is closed shed without exhaust fan, outside temp 45. Could it be the heat?',
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-pumps-overheats');
    expect(answer.response).toMatch(/Poor ventilation, blocked motor cooling fins or high ambient temperature/);
  });

  it('answers a story of water falling into the sump from the air-entrainment section, not the vibration it mentions', async () => {
    const answer = await answerer().answer(
      'In our sump the inlet pipe pours water from about 2 m height, right in front of the pumps, there is lot of foam and bubbles. Pumps are showing a bit lower head than curve and some vibration. Could these be connected?',
    );
    expect(answer.response).toMatch(/^Avoiding air entrainment:/);
    expect(answer.response).toMatch(/never let water fall freely/);
    expect(answer.sources[0]?.url).toBe('/guidelines-for-proper-sump');
    // "from about 2 m above the surface": a height the water falls from, said so.
    const above = await answerer().answer(
      'In our sump the incoming main drops water from about 2 m above the surface, right beside pump 3. Pump 3 is the one that vibrates and never gives full flow. Could the two be connected?',
    );
    expect(above.response).toMatch(/^Avoiding air entrainment:/);
  });

  it('answers "no opening fits me, can I still apply?" from how to apply, saying the sentence it holds once and whole', async () => {
    const answer = await answerer().answer('no opening fits me, can I still apply?');
    expect(answer.sources[0]?.url).toBe('/careers');
    expect(answer.response.match(/send your resume anyway with the same form/g)).toHaveLength(1);
    expect(answer.response).not.toMatch(/send your resume…/);
  });

  it("judges whether the product suits a visitor where the product is, never by a material's verdict on another page", async () => {
    const utility = await answerer().answer('is iPUMPNET suitable for a large water utility?');
    expect(utility.sources[0]?.url).toBe('/applications');
    expect(utility.response).not.toMatch(/stainless|seawater/);
    const municipality = await answerer().answer('is iPUMPNET suitable for a small municipality with 3 borewells?');
    expect(municipality.mode).toBe('facts');
    expect(municipality.response).toMatch(/^iPUMPNET comes in 5 models/);
    expect(municipality.response).toMatch(/in a demo/);
  });

  it('answers who may switch pumps off from the app by access to control functions being limited and recorded', async () => {
    const answer = await answerer().answer('who can switch off the pumps from the dashboard?');
    expect(answer.response).toMatch(/access to control functions is limited to authorised users and recorded/);
  });

  it('reads a summary for the chief and pump-wise details for the juniors as the view each role needs', async () => {
    const answer = await answerer().answer(
      'our CE wants just a summary of all stations, the JEs want pump wise details. possible in the same system?',
    );
    expect(answer.response).toMatch(/^The secure web dashboard and the mobile app give each user the view their role needs/);
  });

  it('reads "is this chat saved somewhere?" as what the chat assistant keeps', async () => {
    const answer = await answerer().answer('is this chat saved somewhere? i typed my plant name earlier');
    expect(answer.response).toMatch(/^What the chat assistant keeps:/);
    expect(answer.response).toMatch(/90 days/);
  });

  it('reads "what I type" as the visitor\'s questions, and answers what the chat keeps and for how long', async () => {
    const answer = await answerer().answer('Do you keep what I type into this chat?');
    expect(answer.response).toMatch(/90 days/);
    expect(answer.response).not.toMatch(/browser type/);
  });

  it.each([
    'What is the best efficiency point and why do people keep saying pumps should run near it?',
    'What does BEP mean, and why do people keep saying a pump should run near it?',
  ])(
    'defines the term of "what is X and why ...", or "what does X mean, and why ...", from the section that names it: %s',
    async (question) => {
      const answer = await answerer().answer(question);
      expect(answer.response).toMatch(/The best efficiency point \(BEP\) is the flow and head/);
      expect(answer.sources.map((s) => s.url)).toContain('/sub-optimal');
    },
  );

  it('answers what a trouble described may have damaged with the harm it does, not with its causes first', async () => {
    const answer = await answerer().answer(
      'after maintenance someone forgot to open the delivery valve and the pump ran like that for about 20 mins. casing is very hot now. could it have damaged something?',
    );
    expect(answer.response).toMatch(
      /^It wastes energy, and a centrifugal pump in this state can heat its contents to boiling and destroy its seals and bearings/,
    );
  });

  it('hands off a rating of our hardware that no page gives for it, and reads "max" before it as a maximum, not the model', async () => {
    const answer = await answerer().answer(
      'what is the max ambient temperature your edge box can handle? our pump house touches 50 degrees in May',
    );
    expect(answer.mode).toBe('handoff');
    expect(answer.response).not.toMatch(/Max \(52 of/);
  });

  it('hands off a rating our hardware is given, the power it draws or its accuracy, which no page publishes', async () => {
    for (const question of [
      'What ambient temperature is the station unit rated for? Our pump houses hit 48 °C in May.',
      'How many watts does the edge analytics unit draw? Trying to size a small solar supply for a remote station.',
      'How accurate are the flow meters you install, plus or minus what percent?',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.mode, question).toBe('handoff');
    }
  });

  it('reads BEP as the best efficiency point, not any sentence that says "efficiency"', async () => {
    const answer = await answerer().answer('what is BEP and how far from it can I safely run the pump');
    expect(answer.response).toMatch(/^Operating away from the best efficiency point: /);
    expect(answer.response).toMatch(/70% to 120% of BEP flow/);
    expect(answer.response).not.toMatch(/overall efficiency uses about/);
  });

  it('leads with a sentence from another page only for a specific word of the question the section lacks', async () => {
    const answer = await answerer().answer('what are cartridge seals, why would someone use them instead of normal seal');
    expect(answer.response).toMatch(/^[^\n]*cartridge/i);
  });

  it('gives the numbers asked for "for your sales team" and the grievance officer for a complaint about us', async () => {
    const numbers = await answerer().answer('Phone number and email for your sales team?');
    expect(numbers.mode).toBe('facts');
    expect(numbers.response).toMatch(/Phone:/);
    const complaint = await answerer().answer(
      'I have a complaint about how you handled my details from the enquiry form. Who do I write to and how long will it take?',
    );
    expect(complaint.response).toMatch(/grievance officer.*one month/);
    expect((await answerer().answer('very disappointed with your service')).response).toMatch(/grievance officer/);
  });

  it('hands off an order not delivered, in the words a visitor writes it ("placed order", "nothing delivered yet")', async () => {
    const late = await answerer().answer('we placed order 3 weeks back and nothing delivered yet, very dissapointed with your service');
    expect(late.mode).toBe('handoff');
    expect(late.response).toMatch(/Your own order/);
  });

  it('reads what the customer must provide at site as what the site needs', async () => {
    for (const q of [
      'What do we have to provide at the station for installation? Power, internet?',
      'what is required from our side at site for installation',
      // Not led by the page's sentence on what it covers ("This page answers what ... the site must provide").
      'what do we have to provide at each station for iPUMPNET?',
    ])
      expect((await answerer().answer(q)).response).toMatch(/^What the site needs: A station needs a power supply/);
  });

  it('reads hiring a contractor to fit the sensors as who installs them, not whether the product fits the pumps', async () => {
    const answer = await answerer().answer('do we need to hire our own contractor to fit the sensors?');
    expect(answer.response).toMatch(/^Who installs and commissions it: .* team installs and commissions iPUMPNET/);
  });

  it('refuses the price of something the site never speaks of, and hands off the price of ours', async () => {
    expect((await answerer().answer('can you recommend a good cricket bat under 3000 rupees?')).mode).toBe('refusal');
    expect((await answerer().answer("what's the price for 3 stations")).mode).toBe('handoff');
    // The price of a feature of ours: which models have it, then how the product is priced.
    for (const [question, feature] of [
      ['is the mobile app free?', /^Mobile app: in all five models\. iPUMPNET is priced per pumping station/],
      ['how much extra does the GIS map cost?', /^GIS visualisation: in all five models\. iPUMPNET is priced/],
    ] as const) {
      const answer = await answerer().answer(question);
      expect(answer.mode, question).toBe('handoff');
      expect(answer.response, question).toMatch(feature);
    }
  });

  it('answers a trouble from the failure page that speaks of its specific word, over the page its other words name', async () => {
    const answer = await answerer().answer('oil in bearing housing looks milky white. is it bad?');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-lubrication-failure');
  });

  it("answers who a visitor's details are shared with from the privacy summary", async () => {
    const answer = await answerer().answer('Do you share the details I submit with any third parties?');
    expect(answer.response).toMatch(/does not sell your details[\s\S]*service providers/);
    expect(answer.sources[0]?.url).toBe('/privacy-policy');
  });

  it('reads how pumps are arranged in a sump, or one behind the other, as the spacing between pumps', async () => {
    const answer = await answerer().answer(
      "We have four vertical pumps in one sump. How should they be arranged so they don't starve each other or form vortices?",
    );
    expect(answer.response).toMatch(/side by side/);
  });

  it('answers "what are we doing wrong?" after seals failed twice with the causes, not another page\'s remedy that shares the story\'s words', async () => {
    const answer = await answerer().answer(
      'we replaced the mechanical seal twice this year, both failed within weeks. what are we doing wrong?',
    );
    expect(answer.response).toMatch(/^The main causes of seal failure are:/);
    expect(answer.sources.map((s) => s.url)).not.toContain('/pump-failure-modes-leakage');
  });

  it('after the causes of a trouble told as a story, says the remedy of the cause that fits it (a standby pump idle for months: rotate standbys)', async () => {
    const answer = await answerer().answer(
      'Our standby pump sat idle for months right next to the duty pump. We started it last week and the bearings are already noisy. Why would a pump that hardly ran wear out its bearings?',
    );
    expect(answer.response).toMatch(/- False brinelling in standby pumps/);
    expect(answer.response).toMatch(/\nWhat to do: Rotate standby pumps periodically to prevent false brinelling\./);
  });

  it('answers "charged per pump or per station, and what would it cost a month?" with how pricing works, not the monthly reports', async () => {
    const answer = await answerer().answer('Is iPUMPNET charged per pump or per station, and roughly what would it cost a month?');
    expect(answer.sources[0]?.url).toBe('/request-demo');
    expect(answer.response).toMatch(/priced per pumping station/);
    expect(answer.response).not.toMatch(/Monthly audit report/);
  });

  it('judges "is ISO 20816-7 the right standard?" by the sentence that names that standard by its number', async () => {
    const answer = await answerer().answer(
      "Our consultant's spec asks for vibration to be judged to ISO 20816-7. Is that the right standard for pumps now?",
    );
    expect(answer.response.split('\n')[0]).toMatch(
      /^ISO 10816-7:2009 is still the current edition[^\n]*ISO 20816-7 has not been published\.$/,
    );
  });

  it('hands a figure asked in a unit no page gives one in ("the limit in mm/s between zone B and C") to the team, after what the pages say', async () => {
    const answer = await answerer().answer(
      'What is the exact vibration limit in mm/s between zone B and zone C of ISO 10816-7 for a 250 kW horizontal pump?',
    );
    expect(answer.mode).toBe('handoff');
    expect(answer.response).toMatch(
      /^Vibration severity is normally measured as the root-mean-square[^\n]* The pages do not give that figure in mm\/s/,
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-excessive-vibration');
  });

  it('hands a reading to be judged in a unit no page gives a limit in ("7 mm/s, is that high?") to the team, after how it is judged', async () => {
    const answer = await answerer().answer('pump vibration is 7 mm/s, is that high?');
    expect(answer.mode).toBe('handoff');
    expect(answer.response).toMatch(/judged [^\n]*The pages give no limit in mm\/s to judge your reading against/);
  });

  it('answers "pump or pipeline problem?" after a reading that fell with what a reading falling so points to', async () => {
    const answer = await answerer().answer(
      'Flow is down about 20 % and the discharge pressure is also lower than it used to be, at the same speed. Pump or pipeline problem?',
    );
    expect(answer.response.split('\n')[0]).toBe(
      'Discharge pressure higher than normal (system restriction) or lower than normal (pump deterioration).',
    );
    expect(answer.response).toMatch(/Common causes of less flow than expected/);
    // The suspects named in two words each ("worn pump or blocked pipe?").
    const worded = await answerer().answer(
      'delivery pressure dropped from 4 bar to 3 bar and flow is also less. worn pump or blocked pipe?',
    );
    expect(worded.response.split('\n')[0]).toMatch(/lower than normal \(pump deterioration\)\.$/);
  });

  it('reads "compared with the pipe" as a comparison of sizes, not of the product\'s models', async () => {
    const answer = await answerer().answer(
      'How big should the open area of a suction strainer be compared with the pipe, and why does it matter?',
    );
    expect(answer.sources[0]?.url).toBe('/guidelines-for-proper-sump');
    expect(answer.response).toMatch(/free open area of several times the pipe area/);
  });

  it('compares two terms with the sentence that sets one beside the other', async () => {
    const answer = await answerer().answer("What's the difference between total static head and total dynamic head?");
    expect(answer.response).toMatch(/- Total dynamic head: .*TDH equals total static head plus the friction head/);
  });

  it('reads "static head" as the heading that says it in so many words (Total static head)', async () => {
    const answer = await answerer().answer('static head vs total dynamic head, what is the difference?');
    expect(answer.response).toMatch(/^- Total static head: /);
    expect(answer.response).not.toMatch(/Static discharge head/);
  });

  it('reads a pump that "won\'t prime" as one operating without discharge, and quotes the loss of prime among its causes', async () => {
    for (const question of ['pump wont prime, what should i check', "my pump won't prime"]) {
      const answer = await answerer().answer(question);
      expect(answer.sources[0]?.url, question).toBe('/pump-failure-modes-pump-operating-without-discharge');
      expect(answer.response, question).toMatch(/Loss of prime: air leaks in the suction line/);
    }
  });

  it('answers how a VFD saves energy from the section on variable speed, not the list of fixes', async () => {
    const answer = await answerer().answer('how does a VFD save energy on a centrifugal pump? something about affinity laws?');
    expect(answer.response).toMatch(/^A variable frequency drive \(VFD\) changes a pump's speed/);
    expect(answer.response).toMatch(/power with its cube/);
  });

  it('answers whether and where a VFD saves from the section on variable speed, not from a page titled by the power it saves', async () => {
    for (const question of [
      'We r planning VFDs on all our raw water pumps to save energy. Will a VFD always save power?',
      'ok so where does a vfd save the most? our station lifts 55 m up to a hill tank with a short pipe',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.sources[0]?.url, question).toBe('/sub-optimal');
      expect(answer.response, question).toMatch(/static head/);
    }
  });

  it('answers how to reduce power consumption from its remedies, not from a heading that only says "power"', async () => {
    const answer = await answerer().answer('how can we reduce power consumption');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-excessive-power-consumption');
    expect(answer.response).toMatch(/^Remedies for excessive power consumption/);
  });

  it('puts nothing before the verdict a section opens with, for a yes-or-no question', async () => {
    const answer = await answerer().answer('is the chat answer reliable enough to design my sump?');
    expect(answer.response).toMatch(/^No\.\n/);
  });

  it('reads seeing all stations on one screen as the consolidated view', async () => {
    const answer = await answerer().answer('can I see all my stations on one screen?');
    expect(answer.response).toMatch(/consolidat\w* (view|of data from all stations)/i);
  });

  it('reads an inbound firewall port as the outgoing connections the edge unit opens', async () => {
    const answer = await answerer().answer('our IT dept asks if any inbound firewall port must be opened at station');
    expect(answer.response).toMatch(/only opens outgoing connections/);
  });

  it('reads how much extra to keep as the margin', async () => {
    const history = earlierTurn(
      'what exactly causes cavitation?',
      'Cavitation happens when the NPSH available at the pump inlet falls too close to the NPSH required.',
    );
    const answer = await answerer().answer('so how much extra do we need to keep for a normal water pump?', { history });
    expect(answer.response).toMatch(/NPSH margin is the amount by which NPSH available exceeds NPSH required/);
  });

  it('reads hackers as the secured link, and a worry as no topic', async () => {
    const answer = await answerer().answer('we are worried hackers could take control of our pumps through your box');
    expect(answer.sources[0]?.url).toBe('/technology');
    expect(answer.response).toMatch(/encrypted in transit/);
    // "cyber attacks": what the link is designed against, not corrosion's "electrochemical attack".
    const attacks = await answerer().answer('is your system safe from cyber attacks?');
    expect(attacks.mode).toBe('extractive');
    expect(attacks.response).toMatch(/prevent interception, tampering and unauthorised control/);
  });

  it('reads an impeller eroded or pitted as the pitting cavitation leaves, unless seawater or a material says corrosion', async () => {
    const eroded = await answerer().answer('the impeller is eroded after one year, what could be the reason?');
    expect(eroded.sources[0]?.url).toBe('/pump-failure-modes-cavitation');
    expect(eroded.response).toMatch(/^Pitting and sponge-like erosion on the low-pressure side of the impeller vanes/);
    const seawater = await answerer().answer('seawater pump with a 316 stainless impeller is getting pitted badly, why?');
    expect(seawater.sources[0]?.url).toBe('/pump-failure-modes-corrosion');
  });

  it('reads vibration after an impeller trim as a rotor not re-balanced after the work', async () => {
    const trimmed = await answerer().answer('after we trimmed the impeller in the workshop the pump vibrates more than before');
    expect(trimmed.sources[0]?.url).toBe('/pump-failure-modes-imbalanced-or-damaged-shaft');
    expect(trimmed.response).toMatch(/- Impeller repaired or trimmed without re-balancing\./);
  });

  it('takes no trouble from a part the visitor says is fine or unchanged, and reads a motor humming but not starting as a supply fault', async () => {
    const hot = await answerer().answer('the motor is getting very hot but the pump is fine');
    expect(hot.sources[0]?.url).toBe('/pump-failure-modes-pumps-overheats');
    // "but flow is the same": the current is the trouble, not the flow.
    const current = await answerer().answer('motor current higher than normal but flow is the same, why?');
    expect(current.sources[0]?.url).toBe('/pump-failure-modes-excessive-power-consumption');
    expect(current.response).toMatch(/Common causes of excessive power consumption/);
    // "draws more amps than before": more current, the power page's symptom.
    const draws = await answerer().answer('pump draws more amps than before though the flow looks the same, reason?');
    expect(draws.sources[0]?.url).toBe('/pump-failure-modes-excessive-power-consumption');
    // "than usual" and "taking" say nothing of the topic: the amps drawn are the question.
    const amps = await answerer().answer('pump taking more amps than usual but flow is same as before. why');
    expect(amps.sources[0]?.url).toBe('/pump-failure-modes-excessive-power-consumption');
    const hums = await answerer().answer('motor just buzzes and wont turn');
    expect(hums.response).toMatch(/single phasing/);
    expect(hums.response).not.toMatch(/Which model to start with/);
  });

  it('reads a reading "swinging up and down" as fluctuating, not the careers page\'s current openings', async () => {
    const answer = await answerer().answer('why does the motor current keep swinging up and down on pump 2?');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-cavitation');
    expect(answer.response).toMatch(/Fluctuating motor current/);
  });

  it('reads brands and old pumps as makes and existing pumps', async () => {
    const answer = await answerer().answer(
      'our pumps come from four different brands and some are very old. must we swap them to use ipumpnet?',
    );
    expect(answer.response).toMatch(/existing pumps and motors of any manufacturer/);
  });
});

describe('choosing the section', () => {
  it('takes no section from "gets" ("how fast seal gets damaged" is no question about how to get a quote)', async () => {
    const answer = await answerer().answer('how fast seal gets damaged if pump runs dry');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-seal-failure');
  });

  it('compares two terms named by their initials, the two definitions side by side and nothing between', async () => {
    for (const question of ['what is the difference between NPSHa and NPSHr?', 'NPSHa vs NPSHr']) {
      const answer = await answerer().answer(question);
      expect(answer.sources[0]?.url).toBe('/various-head-terms');
      const lines = answer.response.split('\n');
      expect(lines[0]).toMatch(/^- NPSH available: /);
      expect(lines[1]).toMatch(/^- NPSH required: /);
    }
  });

  it('defines a word every heading qualifies ("head") from the page opening that says what it is, not from its variants', async () => {
    const answer = await answerer().answer('what is head');
    expect(answer.response.split('\n')[0]).toMatch(/^In pump engineering, head is energy per unit weight/);
    const compared = (await answerer().answer('difference between head and pressure')).response.split('\n');
    expect(compared[0]).toMatch(/^- In pump engineering, head is energy .* Using head rather than pressure/);
    expect(compared[1]).toMatch(/^- Pressure head: /);
    // A term the page's opening does not define keeps its variants ("NPSH available", "NPSH required").
    expect((await answerer().answer('what is NPSH')).response).toMatch(/^- NPSH available: /);
  });

  it("answers the company's name alone from the page about the company, not a page its name also titles", async () => {
    for (const question of ['Who is Aquaflow?', 'about aquaflow', 'what does aquaflow do', 'who is aquaflow and what do they do']) {
      const answer = await answerer().answer(question);
      expect(answer.sources[0]?.url, question).toBe('/about');
      expect(answer.response, question).toMatch(/pump-engineering company that develops iPUMPNET/);
    }
    // The name with a word of its own asks for that page.
    expect((await answerer().answer('aquaflow academy')).sources[0]?.url).toBe('/academy');
  });

  it('answers what happens when the internet is down from the section that says so', async () => {
    const answer = await answerer().answer('what happens when the internet is down at the station');
    expect(answer.response).toMatch(/^The station keeps working/);
    expect(answer.response).toMatch(/no data is lost/);
  });

  it('tells how a state with no symptoms of its own is known from how the page measures it ("running near the BEP")', async () => {
    const answer = await answerer().answer('how do I know if my pump is running near BEP?');
    expect(answer.sources[0]?.url).toBe('/sub-optimal');
    expect(answer.response).toMatch(/comparing the actual duty point and efficiency with the pump's performance curve/);
    expect(answer.response).not.toMatch(/without discharge/);
  });

  it('defines what the last sentence asks, whatever the sentence before it says of the visitor', async () => {
    for (const question of ['my team understands hindi only. can you explain cavitation?', 'i am new here, can you explain cavitation?']) {
      const answer = await answerer().answer(question);
      expect(answer.sources[0]?.url, question).toBe('/pump-failure-modes-cavitation');
      expect(answer.response, question).toMatch(/^Cavitation is the formation of vapour bubbles/);
    }
  });

  it('defines a term from the section that says what it is, not from a list of symptoms that names it as well', async () => {
    const answer = await answerer().answer('what is wire-to-water efficiency?');
    expect(answer.sources[0]?.url).toBe('/sub-optimal');
    expect(answer.response).toMatch(/wire-to-water efficiency divides by electrical input/);
    expect(answer.response).not.toMatch(/symptoms/i);
  });

  it("answers whether it can monitor the visitor's own pumps with the retrofit on pumps of any make", async () => {
    for (const question of ['can you monitor my pumps?', 'we have two pumps, can you monitor them?']) {
      const answer = await answerer().answer(question);
      expect(answer.sources[0]?.url, question).toBe('/technology');
      expect(answer.response, question).toMatch(/retrofitted on existing pumps and motors of any manufacturer/);
    }
  });

  it('answers what a sensor measures of a trouble from how the product detects that trouble, not from the list of sensors', async () => {
    const answer = await answerer().answer('Does the conductivity sensor actually measure how much metal the casing has lost?');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-corrosion');
    expect(answer.response).toMatch(/^iPUMPNET detects corrosion risk and its effects rather than the metal loss itself\./);
  });

  it('does not take a section whose heading names one word of a question its text hardly covers', async () => {
    const answer = await answerer().answer('public cloud is not allowed for our utility. can ipumpnet run on our own servers?');
    expect(answer.sources[0]?.url).toBe('/technology');
    expect(answer.response).not.toMatch(/cookies/i);
  });
});

describe('a yes-or-no question about what is right', () => {
  it('leads with the verdict, though the visitor tells a story around the question', async () => {
    const answer = await answerer().answer(
      "we're designing a seawater intake pump station. the vendor offered SS316 impellers, is that ok for sea water?",
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-corrosion');
    expect(answer.response.split('\n')[0]).toMatch(/316 stainless steels are not suitable/);
  });

  it('answers whether failure modes are connected from the chapter that says they are linked', async () => {
    const answer = await answerer().answer('are the pump failure modes connected to each other? like can one of them cause another?');
    expect(answer.sources[0]?.url).toBe('/indicative-major-pump');
    expect(answer.response).toMatch(/Many failure modes are linked: cavitation causes vibration/);
  });

  it("gives the fix of the trouble the symptom told names, not another page's remedies", async () => {
    const answer = await answerer().answer(
      '1x radial at both bearings of a between-bearings pump, roughly 180° out of phase end to end. interpretation and fix?',
    );
    expect(answer.response).toMatch(
      /^Radial vibration dominated by the running-speed \(1×\) frequency[^\n]*\nRemedies for an imbalanced or damaged shaft:/,
    );
    expect(answer.sources.map((s) => s.url)).toEqual(['/pump-failure-modes-imbalanced-or-damaged-shaft']);
  });

  it('reads a conductivity creeping up at a borewell near the coast as seawater and the corrosion it causes', async () => {
    const answer = await answerer().answer(
      'Our borewell station near the coast: the conductivity reading has been creeping up for three months. Why should the pump side care about that?',
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-corrosion');
    expect(answer.response).toMatch(/high conductivity \(seawater, brine/);
  });

  it('reads pumps the visitor would use for brackish water as a material question, not whether the product suits them', async () => {
    const answer = await answerer().answer('can we use cast iron pumps for brackish borewell water?');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-corrosion');
    expect(answer.response.split('\n')[0]).toMatch(/Avoid cast iron in aggressive water/);
    // A stainless grade named by its number is a material chosen for the liquid too, not a cavitation remedy.
    const ss316 = await answerer().answer('Can we use SS316 impeller for seawater intake pumps?');
    expect(ss316.sources[0]?.url).toBe('/pump-failure-modes-corrosion');
    expect(ss316.response).toMatch(/304 and 316 stainless steels are not suitable/);
  });
});

describe('a verdict on another page', () => {
  it('answers whether a step is needed ("do we need to re-balance?") with the remedy that prescribes it', async () => {
    const answer = await answerer().answer('do we need to re-balance the impeller after trimming it?');
    expect(answer.response.split('\n')[0]).toBe('Re-balance after any impeller repair, trim or replacement.');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-imbalanced-or-damaged-shaft');
  });

  it('leads with the verdict from the retrieved page that gives it, though the page chosen lists the cause', async () => {
    const answer = await answerer().answer(
      'our fitter keeps tightening the gland nuts until the gland is totally dry, not a single drop. good practice or not?',
    );
    expect(answer.response.split('\n')[0]).toMatch(/gland packing is designed to leak.*over-tightening burns the packing/);
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-leakage');
  });

  it('answers a yes-or-no follow-up with the verdict, not with the sentence that names its words', async () => {
    const history = earlierTurn(
      'our pumps handle sea water, what should we watch for',
      'Seawater is corrosive: watch for pitting, crevice and galvanic corrosion, and choose materials suited to seawater.',
    );
    const answer = await answerer().answer('is it ok then to use SS316 for the impeller', { history });
    expect(answer.response.split('\n')[0]).toMatch(/316 stainless steels are not suitable/);
    expect(answer.response).toMatch(/super-duplex/);
  });

  it('judges a practice by what it would do, and not by a verdict on the other side of the pump', async () => {
    const gland = await answerer().answer('if we tighten the gland fully will the leak stop?');
    expect(gland.response.split('\n')[0]).toMatch(/gland packing is designed to leak/);
    const valve = await answerer().answer('if we close the delivery valve halfway will the power come down?');
    expect(valve.response.split('\n')[0]).not.toMatch(/suction valve/);
  });
});

describe('the knowledge base answers what visitors ask', () => {
  it('explains the affinity laws and why a VFD saves less where static head dominates', async () => {
    const laws = await answerer().answer('can someone explain affinity laws in simple terms');
    expect(laws.sources[0]?.url).toBe('/sub-optimal');
    expect(laws.response).toMatch(/head with its square and power with its cube/);
    const vfd = await answerer().answer('does a VFD always save energy?');
    expect(vfd.response).toMatch(/static head/);
  });

  it('answers whether our pumps must be changed from fitting existing pumps', async () => {
    for (const question of ['does ipumpnet need us to change our pumps?', 'do we need to replace our pumps to use iPUMPNET']) {
      const answer = await answerer().answer(question);
      expect(answer.response, question).toMatch(/retrofitted on existing pumps/);
    }
  });

  it('tells what the dashboards show', async () => {
    const answer = await answerer().answer('what does the iPUMPNET dashboard show?');
    expect(answer.response).toMatch(/^What the dashboards show: /);
    expect(answer.response).toMatch(/alarms/);
  });
});

describe('a question of figures', () => {
  it('leads with the sentence that holds the figure and most of the question, by weight', async () => {
    const answer = await answerer().answer(
      'motor nameplate says insulation class F. what temp is the max for that and how much does running it hot really matter?',
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-pumps-overheats');
    expect(answer.response.split('\n')[0]).toMatch(/class F, 155 °C.*halves insulation life/);
  });

  it("reads a feature's tiers in the model table as no definition of the word", async () => {
    const answer = await answerer().answer('what is an acceptable vibration level for a centrifugal pump? which standard and units?');
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-excessive-vibration');
    expect(answer.response).toMatch(/ISO 10816-7/);
  });
});

describe('a list item that sends the reader to another page', () => {
  it("follows the Leakage page's pointer to the Seal failure page for a leaking mechanical seal", async () => {
    const seal = await answerer().answer('why does the mechanical seal on our pump leak?');
    expect(seal.sources[0]?.url).toBe('/pump-failure-modes-seal-failure');
    expect(seal.response).toMatch(/[Dd]ry running/);
    // "leaking" is the Leakage page's own subject: the seal is what tells the item apart.
    const again = await answerer().answer('the seal keeps leaking after we replaced it twice, what are we doing wrong?');
    expect(again.sources[0]?.url).toBe('/pump-failure-modes-seal-failure');
    expect(again.response).toMatch(/Incorrect installation/);
    // A leak in general stays on the Leakage page, and so does one another of its items holds as well.
    expect((await answerer().answer('why is my pump leaking')).sources[0]?.url).toBe('/pump-failure-modes-leakage');
    const strained = await answerer().answer('the new pipe was pulled onto the flange and since then the joints and the seal leak. why?');
    expect(strained.sources[0]?.url).toBe('/pump-failure-modes-leakage');
  });
});

describe('a feature asked of the product after a story', () => {
  it('answers yes from the comparison, reading only the part that asks for words no page uses', async () => {
    const answer = await answerer().answer(
      'Power cuts at our rural stations are eating into pumping time and the contractor blames MSEDCL. does your system keep a record of that?',
    );
    expect(answer.mode).toBe('facts');
    expect(answer.response).toMatch(/^Yes: all five models have power availability and power-failure hours\./);
  });
});

describe('a question of one relating word after a story', () => {
  it('asks about the story: "what could be common?" after bearings failing on several pumps', async () => {
    const answer = await answerer().answer(
      "Bearings have failed on 4 out of our 6 pumps in one year, all different makes, different ages. Fitter says bad bearing quality from the market. I'm not convinced. What could be common?",
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-bearing-failure');
  });
});

describe('a question word that opens a later sentence', () => {
  it("finds the section headed by it, where the heading names that sentence's own words", async () => {
    const kept = await answerer().answer('We need 5 years of pump data for audit. How long do you keep station data in your cloud?');
    expect(kept.response).toMatch(/is agreed with each customer/);
    // "How long will it take you to handle it?" asks no retention period.
    const handled = await answerer().answer(
      'I sent a request to delete the details I submitted on your forms. How long will it take you to handle it?',
    );
    expect(handled.response).toMatch(/within one month/);
  });
});

describe('a causes question whose Causes section ranks first', () => {
  it('answers from it, not from a heading further down that names one word of the question', async () => {
    const answer = await answerer().answer('our submersible borewell pump trips on overload every afternoon when the voltage drops, why?');
    expect(answer.sources.map((s) => s.url)).toContain('/pump-failure-modes-pumps-overheats');
    expect(answer.response).toMatch(/low voltage/);
    expect(answer.response).not.toMatch(/network is down|The station keeps working/);
  });
});

describe('a trouble said the other way from a page title', () => {
  it('does not take "very high flow" for the Less flow page', async () => {
    const answer = await answerer().answer(
      'Why does our motor trip on overload when the overhead reservoir is empty and the pump runs at very high flow for the first hour?',
    );
    expect(answer.sources.map((s) => s.url)).not.toContain('/pump-failure-modes-less-flow-yield-than-expected');
    expect(answer.response).toMatch(/run-out/);
  });
});

describe('how station data is protected', () => {
  it('answers from who can see the data and how it travels, with the ownership when asked too', async () => {
    const reply = await answerer().answer('is our pump data safe with you?');
    // "safe?" asks yes or no: how the data is protected leads, then who can see it.
    expect(reply.response).toMatch(/^Data travels from the station encrypted/);
    expect(reply.response).toMatch(/\nWho can see the data: Only the customer's authorised users/);
    const both = await answerer().answer('How is my data protected? who owns the data collected from our station?');
    expect(both.response).toMatch(/The customer owns/);
    expect(both.response).toMatch(/encrypted/);
  });

  it("says the company's staff handle the data only on the customer's behalf, once", async () => {
    const reply = await answerer().answer('will your company staff be able to see our pump data?');
    expect(reply.sources[0]?.url).toBe('/technology');
    expect(reply.response.match(/on the customer's behalf/g)).toHaveLength(1);
  });

  it('answers what the AI adds to an alarm the visitor already has from the AI section, not the vibration causes', async () => {
    const reply = await answerer().answer(
      'Our SCADA already gives a high vibration alarm at 7.1 mm/s. Why would I need AI on top of that?',
    );
    expect(reply.sources[0]?.url).toBe('/technology');
    expect(reply.response).toMatch(/slow drifts that fixed thresholds miss/);
    expect(reply.response).not.toMatch(/causes of excessive vibration/);
  });

  it('answers whether the product tells the reason for an alarm from the probable root cause the AI suggests', async () => {
    const reply = await answerer().answer(
      'When efficiency of a pump drops, does the system only give an alarm, or does it also tell us the reason?',
    );
    expect(reply.response).toMatch(/probable root cause/);
    expect(reply.response).not.toMatch(/^Common causes/);
  });

  it('answers whether sending a form is an order from the terms, where a form creates no contract', async () => {
    const reply = await answerer().answer(
      'I filled your demo request form with details of our 6 stations, and now my boss says we are bound to buy from you. Is submitting that form some kind of order or agreement??',
    );
    expect(reply.sources[0]?.url).toBe('/terms-conditions');
    expect(reply.response).toMatch(/does not create a contract/);
  });

  it('hands a battery the pages never name over to the team, not the causes of high power use', async () => {
    const reply = await answerer().answer(
      'If mains power fails at the station for 6-8 hours, how long does the edge unit keep running on its own battery?',
    );
    expect(reply.mode).toBe('handoff');
  });

  it('reads a supply voltage that drops in the evening as the low voltage the causes of overheating name', async () => {
    const reply = await answerer().answer(
      'our borewell submersible keeps tripping every evening around 7 pm when the whole village switches on lights. voltage drops to 360 V. can that be the reason?',
    );
    expect(reply.sources[0]?.url).toBe('/pump-failure-modes-pumps-overheats');
    expect(reply.response).toMatch(/Supply problems: low voltage/);
    expect(reply.response).toMatch(/What to do: Check supply voltage and phase balance/);
  });

  it('reads hosing down near the bearings as water getting into them, with the isolators that keep it out', async () => {
    const reply = await answerer().answer(
      'Our cleaning staff wash the pump floor with a hose pipe every morning. Bearing trouble is frequent. Any link?',
    );
    expect(reply.response).toMatch(/Water ingress from seal or gland leakage, hosing down/);
    expect(reply.response).toMatch(/bearing isolators/);
    // A "washboard" pattern on the races is no washing.
    const fluting = await answerer().answer('since we fitted VFDs the motor bearings keep failing, the races look like a washboard');
    expect(fluting.response).not.toMatch(/hosing down/);
  });

  it('reads a bang in the pipeline when pumps trip as water hammer, with the remedy that controls surges', async () => {
    const reply = await answerer().answer(
      "Flange joints on our delivery header start leaking after every power cut — when the pumps trip together there's a loud bang in the pipeline. What should we do?",
    );
    expect(reply.sources[0]?.url).toBe('/pump-failure-modes-leakage');
    expect(reply.response).toMatch(/Control surges with non-return valves, surge vessels/);
  });

  it('answers how a bearing got damaged from the bearing page, not the page on damaged shafts', async () => {
    const reply = await answerer().answer(
      'standby pump is idle mostly, last month we started it and its bearing was already noisy. how can a bearing get damaged when pump never even ran??',
    );
    expect(reply.sources[0]?.url).toBe('/pump-failure-modes-bearing-failure');
  });

  it('answers liquidated damages from the commercials parameters, not the page on damaged shafts', async () => {
    const reply = await answerer().answer(
      'We have outsourced O&M of 12 pumping stations to a private contractor. Can your system help us work out LD (liquidated damages) and penalties when the contractor defaults?',
    );
    expect(reply.sources[0]?.url).toBe('/parameters');
    expect(reply.response).toMatch(/Liquidated damages for defaults by the operating contractor/);
  });

  it("answers whether the chat's advice binds us from the terms, though a damaged pump is told", async () => {
    const reply = await answerer().answer('if I follow what this chatbot tells me and the pump gets damaged, is your company responsible?');
    expect(reply.sources[0]?.url).toBe('/terms-conditions');
    expect(reply.response).toMatch(/do not bind/);
  });

  it('answers whether a lighter liquid gives less head from head being independent of density', async () => {
    const reply = await answerer().answer(
      'Our pump is rated 60 m head on water. We want to use the same pump for a light diesel-type oil (thin, not viscous), density around 850. Will it give less head because oil is lighter, or same?',
    );
    expect(reply.sources[0]?.url).toBe('/various-head-terms');
    expect(reply.response).toMatch(/independent of the liquid's density/);
  });

  it('reads "can I see all our stations together" as the view across locations, not who may see the data', async () => {
    const reply = await answerer().answer(
      'we have 11 pumping stations across the city. can i see all of them together and find out which station is performing poor?',
    );
    expect(reply.sources[0]?.url).toBe('/parameters');
    expect(reply.response).toMatch(/Comparison of performance across locations/);
    expect(reply.response).not.toMatch(/Who can see the data/);
  });
});

describe('alerts on a phone', () => {
  it('answers how the duty engineer is told of a trip, and who responded, from the alarms and their record, not our reply time', async () => {
    for (const question of [
      'If a pump trips at 2 am, how does your system let our duty engineer know, and can we see who responded?',
      'how does your system let our duty engineer know when a pump trips?',
      'If a pump trips at night, how will the operator be informed?',
    ]) {
      const answer = await answerer().answer(question);
      expect(answer.sources[0]?.url, question).toBe('/parameters');
      expect(answer.response, question).toMatch(/Time-tagged alarms, escalated by e-mail and, where configured, by SMS/);
      expect(answer.response, question).not.toMatch(/within 24 hours/);
    }
  });

  it('reads alerts on a phone as alarms escalated by SMS, not as our phone number', async () => {
    const reply = await answerer().answer('Does your system send alerts on phone when something goes wrong?');
    expect(reply.mode).toBe('extractive');
    expect(reply.response).toMatch(/SMS/);
    expect(reply.response).not.toContain('+91');
  });
});

describe('a question of how a quantity is calculated', () => {
  it('quotes the formula where the quantity is defined, not the page that calculates it for the visitor', async () => {
    for (const question of [
      'how is NPSHa calculated?',
      'how do I calculate NPSHa',
      'formula for NPSH available',
      // The quantity named before the visitor's own case.
      'how is NPSH available calculated for a pump lifting from a sump?',
    ]) {
      const reply = await answerer().answer(question);
      expect(reply.sources[0]?.url, question).toBe('/various-head-terms');
      expect(reply.response, question).toContain('NPSHa = Pa/ρg');
      // The page's summary ("...with formulas in SI units") is not a formula.
      expect(reply.response, question).not.toMatch(/with formulas/);
    }
    // Defined in passing, in a sentence of another page.
    // Units named after the quantity ("specific energy kWh per m3 from head") are no part of its name.
    for (const question of [
      'how do you calculate specific energy',
      'how to calculate kwh per m3 for a water pump',
      'how to calculate specific energy kWh per m3 from head and efficiency?',
    ]) {
      const energy = await answerer().answer(question);
      expect(energy.response, question).toMatch(/^Specific energy is .* E = 0\.002725/);
    }
    // The sentence that says what it is, not the parameters list item that merely names it first.
    const efficiency = await answerer().answer('how is the pump efficiency calculated?');
    expect(efficiency.response).toMatch(/^Pump efficiency is hydraulic power ρ·g·Q·H divided by shaft power/);
  });

  it('reads "from the Darcy formula" as naming a formula, not asking for one', async () => {
    const reply = await answerer().answer(
      'for the suction line i have the pipe friction from darcy formula. but how do i add the losses of the bends, foot valve and gate valve?',
    );
    expect(reply.response).toMatch(/K · v²\/2g|K·v²/);
  });
});

describe('a follow-up', () => {
  it('answers how to apply for an opening named after the list of openings, not with the list again', async () => {
    const openings = earlierTurn(
      'What jobs do you have in software?',
      'The software openings are UI Programmer and Microsoft SQL Server Programmer.',
    );
    const apply = await answerer().answer('ok how do i apply for the sql one', { history: openings });
    expect(apply.response).toMatch(/^How to apply: /);
    expect(apply.response).toMatch(/PDF, DOC or DOCX file of at most 5 MB/);
  });

  it('answers what the digital twin does after which models have it from the technology page, not with the models again', async () => {
    const twin = earlierTurn(
      'Which model has the digital twin?',
      'The digital twin is included from Basic upwards: Basic, Lite, Pro and Max.',
    );
    const answer = await answerer().answer('and what does the twin actually do?', { history: twin });
    expect(answer.sources[0]?.url).toBe('/technology');
    expect(answer.response).toMatch(/^A digital twin in iPUMPNET is a live model of each pump/);
  });

  it('answers "can you show a worked example?" with the worked example of the earlier topic', async () => {
    const npsha = earlierTurn(
      'What is NPSH available?',
      'NPSH available (NPSHa) is the absolute head at the pump inlet above the vapour pressure of the liquid.',
    );
    const example = await answerer().answer('can you show a worked example?', { history: npsha });
    expect(example.response).toMatch(/^Example: open sump at sea level.* 6\.2 m\./);
    expect(example.sources[0]?.url).toBe('/various-head-terms');
  });

  it('reads "the first type" as the first of the two things the earlier question compared, not the first model', async () => {
    const seals = earlierTurn(
      'whats the difference between leakage from gland packing and from a mechanical seal?',
      'Gland packing is designed to leak a small, steady amount to lubricate and cool the packing.',
    );
    const answer = await answerer().answer(
      "got it. so how much drip is normal for the first type? our fitter tightens it till it's bone dry",
      { history: seals },
    );
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-leakage');
    expect(answer.response).toMatch(/a few tens of drops per minute/);
    expect(answer.response).not.toMatch(/Mini/);
  });

  it('reads "are they online?" after the academy\'s courses as how the courses are given, which is arranged on request', async () => {
    const courses = earlierTurn(
      'what courses does the academy offer?',
      'The academy offers courses on head terms and NPSH, sump design, energy efficiency and failure modes.',
    );
    const answer = await answerer().answer('are they online?', { history: courses });
    expect(answer.mode).toBe('handoff');
    expect(answer.response).toMatch(/^No page says whether academy courses are given online or in person/);
  });

  it('answers a short question whose words one sentence of the earlier page holds from that page', async () => {
    const project = earlierTurn(
      'Tell me about the water board project',
      'It covers nine pumping stations of a bulk water-supply system, with 54 pumps delivering 590 MLD in total.',
    );
    const voltage = await answerer().answer('what voltage are the motors', { history: project });
    expect(voltage.sources[0]?.url).toBe('/projects');
    expect(voltage.response).toContain('6,600 V');
    // Asked first, the same words are the overheating page's supply problems.
    expect((await answerer().answer('what voltage are the motors')).sources[0]?.url).not.toBe('/projects');
  });

  it('answers a question whose "it" is the term it defines on its own, and the company\'s name after any topic', async () => {
    const company = earlierTurn('Who is Aquaflow?', 'Aquaflow Pump Engineering is a pump-engineering company that develops iPUMPNET.');
    const bep = await answerer().answer('What is the best efficiency point and why should I operate near it?', { history: company });
    expect(bep.sources[0]?.url).toBe('/sub-optimal');
    const cavitation = earlierTurn(
      'what causes cavitation',
      'Cavitation happens when the NPSH available falls too close to the NPSH required.',
    );
    const who = await answerer().answer('Who is Aquaflow?', { history: cavitation });
    expect(who.sources[0]?.url).toBe('/about');
  });

  it('answers a follow-up whole in its own words on its own, though it begins with "and"', async () => {
    const sump = earlierTurn('how should a pump sump be designed?', 'A good sump brings water to each pump evenly and free of air.');
    const submergence = await answerer().answer('and what is the minimum submergence needed over the bell mouth?', { history: sump });
    expect(submergence.response).toMatch(/^Minimum submergence is the depth of water above the bell-mouth inlet/);
    const npsh = earlierTurn(
      'What is NPSH?',
      'NPSH available (NPSHa) and NPSH required (NPSHr) are compared to judge the risk of cavitation.',
    );
    const compared = await answerer().answer('and how do NPSHa and NPSHr differ?', { history: npsh });
    expect(compared.response).toMatch(/^- NPSH available: .*\n- NPSH required: /);
    // Still the earlier topic where the follow-up points back at it.
    const fix = await answerer().answer('and how do we fix it?', {
      history: earlierTurn('what causes cavitation?', 'Too little NPSH available.'),
    });
    expect(fix.sources[0]?.url).toBe('/pump-failure-modes-cavitation');
  });

  it('reads a short question on a word of the earlier answer, or one that points back first, as about that answer', async () => {
    const sump = earlierTurn(
      'do we need a model study for our new intake sump?',
      'ANSI/HI 9.8 recommends a physical model study for non-standard layouts and for large stations.',
    );
    const large = await answerer().answer('what counts as large?', { history: sump });
    expect(large.sources[0]?.url).toBe('/guidelines-for-proper-sump');
    expect(large.response).toMatch(/2\.5 m³\/s/);
    const velocity = earlierTurn(
      'what is velocity head?',
      'Velocity head is the kinetic energy of the moving liquid per unit weight, v²/2g.',
    );
    const matters = await answerer().answer('is it big enough to matter? say at 2 m/s', { history: velocity });
    expect(matters.response).toMatch(/At 2 m\/s the velocity head is about 0\.20 m/);
  });

  it('asked how to apply after a list of openings, says how to apply, not the list again', async () => {
    const history = earlierTurn(
      'what embedded jobs are open?',
      'The embedded openings are Jr Embedded Engineer (0-2 years) and Embedded Engineer (2-4 years).',
    );
    const answer = await answerer().answer('how do i apply for the second one? can i just email my cv?', { history });
    expect(answer.response).toMatch(/^How to apply: /);
  });

  it("asked for a better way after throttling, quotes the page's remedies, not its section on throttling", async () => {
    const history = earlierTurn(
      "we keep the delivery valves about 60% open so the pumps don't overflow",
      'Throttling works, but the head dropped across the valve is pure waste.',
    );
    const answer = await answerer().answer("so what's the better way to do it?", { history });
    expect(answer.sources[0]?.url).toBe('/sub-optimal');
    expect(answer.response).toMatch(/trim/i);
  });

  it('reads the speed of the water as its velocity', async () => {
    const history = earlierTurn(
      'how far apart should pumps be in a sump?',
      'Ideally each pump sits in its own bay about 2 D wide, D being the bell diameter.',
    );
    const answer = await answerer().answer('what about the speed of the water coming towards them?', { history });
    expect(answer.response.split('\n')[0]).toMatch(/^Approach flow velocity towards the pumps/);
    // The section that sentence is in, not the page's introduction.
    expect(answer.response.split('\n')[1]).toMatch(/about 0\.3 m\/s in the approach channel/);
  });

  it("leads with the sentence of the earlier topic's page that holds the follow-up's own words", async () => {
    const history = earlierTurn(
      'what is cavitation',
      'Cavitation is the formation of vapour bubbles where the local pressure falls to the vapour pressure.',
    );
    const answer = await answerer().answer('what impeller material resists it best', { history });
    expect(answer.sources[0]?.url).toBe('/pump-failure-modes-cavitation');
    expect(answer.response.split('\n')[0]).toMatch(/impeller material.*stainless steel/);
  });
});

describe('a noise the visitor hears', () => {
  it('lists the noises of the failure pages, a line each under its page, where the words leave several faults', async () => {
    for (const message of ['our pump makes a whining noise since last week', 'pump is noisy', 'pump me se awaaz aa rahi hai']) {
      const answer = await answerer().answer(message);
      expect(answer.response).toMatch(/^Several pump faults make a noise/);
      expect(answer.response).toMatch(/^- Cavitation: A crackling noise/m);
      expect(answer.response).toMatch(/^- Bearing failure: Grinding, rumbling or squealing noise/m);
      expect(answer.sources.map((s) => s.url)).toContain('/pump-failure-modes-seal-failure');
    }
    // The kind of noise narrows the list to the faults that make it.
    const squealing = await answerer().answer('what does a squealing noise from the pump mean?');
    expect(squealing.response).toMatch(/^A squealing noise can come from several pump faults/);
    expect(squealing.response).not.toMatch(/Cavitation:/);
    expect(squealing.sources).toHaveLength(4);
  });

  it("leaves a noise that one page's words name, a sound said to be normal and a noise sensor to their own answers", async () => {
    expect((await answerer().answer('the pump makes a grinding noise')).sources.map((s) => s.url)).toEqual([
      '/pump-failure-modes-bearing-failure',
    ]);
    expect((await answerer().answer('what does a crackling noise mean?')).sources.map((s) => s.url)).toEqual([
      '/pump-failure-modes-cavitation',
    ]);
    expect((await answerer().answer('does iPUMPNET monitor noise?')).mode).toBe('facts');
    const normal = await answerer().answer('after the electrician rewired the panel the pump sounds normal but gives half the flow');
    expect(normal.response).not.toMatch(/make a noise/);
    // A story that asks about something else, with a sound in it.
    const story = await answerer().answer(
      'after motor rewinding the pump gives hardly half the flow, sound also different. what went wrong?',
    );
    expect(story.response).not.toMatch(/make a noise/);
    expect(story.response).toMatch(/rotation/);
  });
});

describe('a station moved to another model later', () => {
  it('says how the models build on each other, then hands off the move; a feature asked with it gets the models that have it', async () => {
    const later = await answerer().answer('can we start with Mini and upgrade later?');
    expect(later.mode).toBe('handoff');
    expect(later.response).toMatch(/^The models are tiered: each one includes everything in the model before it/);
    expect(later.response).toMatch(/not published: our team will tell you/);
    const feature = await answerer().answer('does Mini do vibration monitoring? or do we need to go to higher model');
    expect(feature.response).toMatch(/^No: Mini does not have vibration/);
  });
});

describe('which opening fits a job seeker', () => {
  it('reads "which one fits me?" from a job seeker as a choice of opening, by the field they name, and not from a plant manager', async () => {
    const history = earlierTurn(
      'Are there any jobs for freshers?',
      'Yes. There are software openings and embedded, hardware and automation openings, and freshers are welcome for the junior roles.',
    );
    const fresher = await answerer().answer("I'm a fresher with a diploma in mechatronics. Which one fits me?", { history });
    expect(fresher.response).toMatch(/Jr Industrial Automation & Control Engineer/);
    expect(fresher.response).not.toMatch(/Embedded Engineer/);
    const manager = await answerer().answer("I'm a plant manager with 3 pumping stations. Which one suits me?");
    expect(manager.sources.map((s) => s.url)).not.toContain('/careers');
  });
});

describe('a pump at run-out', () => {
  it('answers a follow-up on pushing past the preferred region towards run-out with what high flow does', async () => {
    const history = earlierTurn(
      "what's the preferred operating region of a pump?",
      'The preferred operating region (POR) is roughly 70% to 120% of the best efficiency point flow.',
    );
    const answer = await answerer().answer('and if we push it way past the right end of that, towards run-out? what actually goes wrong?', {
      history,
    });
    expect(answer.response).toMatch(/At high flow \(right of BEP, towards run-out\) NPSH required rises steeply/);
  });
});

describe('how the product saves energy', () => {
  it('says why pumps waste energy and what the product does about it, then the stated result; not for a trouble it reduces', async () => {
    const how = await answerer().answer('hi, we run 3 raw water pumps at an intake. how would iPUMPNET help us save power?');
    expect(how.response).toMatch(
      /^Many pumps run well below their best efficiency because of wear, oversizing, throttling or poor scheduling/,
    );
    expect(how.response).toMatch(/make performance visible and measurable/);
    expect(how.response).toMatch(/Efficiency improvement: .*5 to 35%/);
    expect((await answerer().answer('how does iPUMPNET reduce cavitation?')).response).not.toMatch(/Many pumps run well below/);
  });
});

describe('a calculation asked in Hinglish', () => {
  it('reads "pump ka efficiency kaise nikale?" as how to calculate pump efficiency', async () => {
    const answer = await answerer().answer('sir pump ka efficiency kaise nikale?');
    expect(answer.sources[0]?.url).toBe('/sub-optimal');
    expect(answer.response).toMatch(/^Pump efficiency is hydraulic power ρ·g·Q·H divided by shaft power/);
  });
});

describe('how a head is calculated', () => {
  it('leads with the formula of the head asked, not a sentence on what is calculated of another head', async () => {
    const velocity = await answerer().answer('how to calculate velocity head?');
    expect(velocity.response).toMatch(/^Velocity head is the kinetic energy of the moving liquid per unit weight, equal to v²\/2g/);
    expect(velocity.response).not.toMatch(/Darcy/);
    const total = await answerer().answer('how to calculate total head?');
    expect(total.response).toMatch(/^- Total static head: /);
    expect(total.response).not.toMatch(/Darcy|NPSH3/);
  });
});

describe('a follow-up that judges or counts', () => {
  it('reads "what is a good value?" after specific energy on that topic, not as good practice in a sump', async () => {
    const history = earlierTurn(
      'what does specific energy mean?',
      'Specific energy is a practical indicator: for water, E = 0.002725 · H / η kWh/m³, with H in metres and η the overall efficiency as a fraction.',
    );
    const answer = await answerer().answer('what is a good value?', { history });
    expect(answer.sources[0]?.url).toBe('/sub-optimal');
    expect(answer.response).not.toMatch(/air entrainment/i);
  });
});

describe('a short question after the academy', () => {
  it('reads "do you give certificates?" as asked of the courses, but not a question naming the hardware', async () => {
    const history = earlierTurn(
      'tell me about the academy',
      'The Aquaflow academy trains pump operators, maintenance technicians and engineers.',
    );
    const certificates = await answerer().answer('do you give certificates?', { history });
    expect(certificates.mode).toBe('handoff');
    expect(certificates.response).toMatch(/certificate of completion/);
    const hardware = await answerer().answer('is the hardware certified?', { history });
    expect(hardware.sources[0]?.url).toBe('/credentials');
  });
});
