/**
 * "Discharge 0.1 m³/s, head 50 m, shaft power 65 kW: what efficiency?": hydraulic power ρ·g·Q·H
 * over the power given, as the knowledge base defines pump (shaft) and wire-to-water (electrical
 * input) efficiency, for water, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, flowInCubicMetres, FLOW, HEAD_GIVEN, IN_METRES, KILOWATTS, WATER_WEIGHT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "Pump efficiency is hydraulic power ρ·g·Q·H divided by shaft power; wire-to-water efficiency divides by electrical input." */
const DEFINED = /\bpump efficiency is hydraulic power ρ·g·Q·H divided by shaft power\b/i;
const HEAD = new RegExp(HEAD_GIVEN);
/** The power given is the motor's input, not the pump shaft's. */
const INPUT = /\b(input|electrical|drawn|draws|meter|metered|wire)\b/;

/** "a pump delivers 200 L/s against 30 m", "moves 150 l/s at 25 m": the head it works against. */
const AGAINST = new RegExp(String.raw`\b(?:against|at|to) (?:a |an )?(?:total )?(?:head of )?${IN_METRES}`);
/** "about how many kW will it draw?", "what motor power do we need?": the power asked, not given. */
const ASKS_POWER =
  /\bhow (much|many) (kw|kilowatts?|power|electricity)\b|\bwhat (is the )?(shaft |input |motor |electrical )?(power|kw)\b|\b(power|kw) (will|would|does|do) (it|the pump|the motor|we) (draw|take|need|absorb|use|consume)\b/;
/** "pump efficiency is 80%", "the motor 95%", "80% overall": an efficiency and what it is of. */
const PERCENT = /(\d+(?:\.\d+)?)\s*(?:%|percent|per cent)/g;

type Efficiency = { of: 'pump' | 'motor' | 'overall'; eta: number };

/** The efficiencies a question gives, each read as the pump's, the motor's or the set's from the words beside it. */
function efficienciesIn(q: string): Efficiency[] {
  return [...q.matchAll(PERCENT)].flatMap((m) => {
    const eta = Number(m[1]) / 100;
    if (!(eta > 0.1 && eta < 1)) return [];
    // A word just after the figure names it ("70% overall", "95% motor"), else the nearest before ("the motor 95%").
    const after = q.slice(m.index + m[0].length).match(/^\s*(?:efficient\s+|efficiency\s+)?(pump|motor|overall|wire-to-water|combined)\b/);
    const before = [...q.slice(Math.max(0, m.index - 30), m.index).matchAll(/\b(pump|motor|overall|wire-to-water|combined)\b/g)].at(-1);
    const word = after?.[1] ?? before?.[1] ?? 'pump';
    return [{ of: word === 'motor' ? 'motor' : word === 'pump' ? 'pump' : 'overall', eta }];
  });
}

/**
 * "200 L/s against 30 m, pump efficiency 80%, motor 95%: how many kW from the supply?": the same
 * definition read the other way, shaft power = ρ·g·Q·H / η_pump, input = shaft power / η_motor.
 */
function powerNeeded(q: string, pages: readonly Page[]): Answer | null {
  if (!ASKS_POWER.test(q) || KILOWATTS.test(q)) return null;
  const flow = q.match(FLOW);
  const head = q.match(HEAD) ?? q.match(AGAINST);
  const efficiencies = efficienciesIn(q);
  if (!flow || !head || efficiencies.length === 0) return null;
  const [rule] = publishedRules(pages, DEFINED);
  if (!rule) return null;
  const { cubic, converted } = flowInCubicMetres(flow);
  const metres = Number(head[1] ?? head[2]);
  const hydraulic = WATER_WEIGHT * cubic * metres;
  const pump = efficiencies.find((e) => e.of === 'pump');
  const motor = efficiencies.find((e) => e.of === 'motor');
  const overall = efficiencies.find((e) => e.of === 'overall');
  const pct = (eta: number) => `${figure(eta * 100, 1)}%`;
  const lines = [
    `${converted}Hydraulic power is ρ·g·Q·H ≈ ${WATER_WEIGHT} × ${figure(cubic, 4)} × ${figure(metres)} ≈ ${figure(hydraulic, 1)} kW.`,
  ];
  if (pump) {
    const shaft = hydraulic / pump.eta;
    lines.push(
      `At ${pct(pump.eta)} pump efficiency the shaft power is about ${figure(hydraulic, 1)} / ${figure(pump.eta, 2)} ≈ ${figure(shaft, 1)} kW.`,
    );
    if (motor)
      lines.push(
        `With a ${pct(motor.eta)} efficient motor, the input from the supply is about ${figure(shaft, 1)} / ${figure(motor.eta, 2)} ≈ ${figure(shaft / motor.eta, 1)} kW.`,
      );
  } else if (overall) {
    lines.push(
      `At ${pct(overall.eta)} overall (wire-to-water) efficiency, the input from the supply is about ${figure(hydraulic, 1)} / ${figure(overall.eta, 2)} ≈ ${figure(hydraulic / overall.eta, 1)} kW.`,
    );
  } else return null;
  return ruleAnswer([...lines, rule.text], rule);
}

export function answerAboutPumpEfficiency(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  const needed = powerNeeded(q, pages);
  if (needed) return needed;
  if (!/\befficien/.test(q) || /\bkwh\b/.test(q)) return null;
  const flow = q.match(FLOW);
  // "delivers 60 l/s against 40 m": the head it works against, as the power needed reads it.
  const head = q.match(HEAD) ?? q.match(AGAINST);
  const power = q.match(KILOWATTS);
  if (!flow || !head || !power) return null;
  const [rule] = publishedRules(pages, DEFINED);
  if (!rule) return null;
  const { cubic, converted } = flowInCubicMetres(flow);
  const metres = Number(head[1] ?? head[2]);
  const kw = Number(power[1]);
  const hydraulic = WATER_WEIGHT * cubic * metres;
  const eta = hydraulic / kw;
  if (!(eta > 0 && eta < 1)) return null;
  const which = INPUT.test(q) ? 'wire-to-water (overall) efficiency' : 'pump efficiency';
  const line = `${converted}Hydraulic power is ρ·g·Q·H ≈ ${WATER_WEIGHT} × ${figure(cubic, 4)} × ${figure(metres)} ≈ ${figure(hydraulic, 1)} kW, so the ${which} is about ${figure(hydraulic, 1)} / ${figure(kw)} ≈ ${figure(eta * 100, 1)}%.`;
  return ruleAnswer([line, rule.text], rule);
}
