/**
 * Facts held in the site's typed content and brand config, answered exactly and at once. Each
 * answerer returns null for a question that is not its own; the first that answers wins, in an
 * order that resolves overlaps (a demo question that mentions e-mail is about the demo).
 */
import type { Page } from '../../retrieve/library.ts';
import type { Answer } from '../types.ts';
import { answerAboutAbbreviations } from './abbreviations.ts';
import { answerAboutDownloads } from './downloads.ts';
import { answerAboutForms } from './forms.ts';
import { answerAboutBenefits } from './benefits.ts';
import { answerAboutDifference } from './difference.ts';
import { answerAboutOpenings } from './careers.ts';
import {
  answerAboutContact,
  answerAboutCredentials,
  answerAboutDemo,
  answerAboutParameters,
  answerAboutProjects,
  answerAboutSensors,
  answerAboutTerms,
} from './company.ts';
import { answerAboutModels } from './models.ts';
import { answerAboutNpshAvailable } from './npsh-available.ts';
import { answerAboutNpshMargin } from './npsh-margin.ts';
import { answerAboutPressureHead } from './pressure-head.ts';
import { answerAboutSpeedSquared } from './speed-squared.ts';
import { answerAboutSpecificEnergy } from './specific-energy.ts';
import { answerAboutAffinity } from './affinity.ts';
import { answerAboutOperatingRegion } from './operating-region.ts';
import { answerAboutPumpEfficiency } from './pump-efficiency.ts';
import { answerAboutGaugeHeadWithVelocities, answerAboutVelocityHead } from './velocity-head.ts';
import { answerAboutInsulationLife } from './insulation-life.ts';
import { answerAboutPressurisedStaticHead, answerAboutStaticHead } from './static-head.ts';
import { answerAboutReducedLevels } from './reduced-levels.ts';
import { answerAboutModelStudy } from './model-study.ts';
import { answerAboutFlowBalance } from './flow-balance.ts';
import { answerAboutFrictionWithFlow } from './friction-with-flow.ts';
import { answerAboutFrictionWithLength } from './friction-with-length.ts';
import { answerAboutNpsh3Head } from './npsh3-head.ts';
import { answerAboutThrottlingLoss } from './throttling-loss.ts';
import { answerAboutFlowUnits } from './flow-units.ts';
import { answerAboutFrictionHead } from './friction-head.ts';
import { answerAboutFittingsLoss } from './fittings-loss.ts';
import { answerAboutFillTime } from './fill-time.ts';
import { answerAboutCourseForRole } from './course-for-role.ts';
import { answerAboutDensityPower } from './density-power.ts';
import { answerAboutSumpDimensions } from './sump-dimensions.ts';
import { answerAboutSystemHead } from './system-head.ts';
import { answerAboutTotalHead } from './total-head.ts';
import { answerAboutApproachVelocity } from './approach-velocity.ts';
import { answerAboutSuctionPipe } from './suction-pipe.ts';
import { answerAboutVibrationFrequency } from './vibration-frequency.ts';
import { answerAboutWearRingClearance } from './wear-ring-clearance.ts';

/** `pages`: the knowledge base, for facts whose fuller story a knowledge page tells. */
export function answerFromFacts(query: string, context?: string, pages: readonly Page[] = []): Answer | null {
  return (
    answerAboutAbbreviations(query, pages) ??
    answerAboutPressurisedStaticHead(query, pages) ??
    answerAboutReducedLevels(query, pages) ??
    // Gauges with each side's velocity: the whole total head, before the gauges' difference alone.
    answerAboutGaugeHeadWithVelocities(query, pages, context) ??
    answerAboutPressureHead(query, pages, context) ??
    answerAboutTotalHead(query, pages) ??
    answerAboutSystemHead(query, pages, context) ??
    answerAboutNpsh3Head(query, pages) ??
    answerAboutNpshMargin(query, pages, context) ??
    answerAboutNpshAvailable(query, pages, context) ??
    answerAboutSpecificEnergy(query, pages, context) ??
    // Before the sump's dimensions: "three pumps with 0.8 m bells ... is the approach velocity OK?" asks the velocity.
    answerAboutApproachVelocity(query, pages) ??
    answerAboutSumpDimensions(query, pages, context) ??
    answerAboutSuctionPipe(query, pages) ??
    answerAboutModelStudy(query, pages) ??
    answerAboutFlowBalance(query, pages) ??
    answerAboutFillTime(query, pages) ??
    answerAboutVibrationFrequency(query, pages, context) ??
    answerAboutWearRingClearance(query, pages) ??
    answerAboutSpeedSquared(query, pages) ??
    answerAboutFrictionWithFlow(query, pages) ??
    answerAboutFrictionWithLength(query, pages) ??
    answerAboutAffinity(query, pages) ??
    answerAboutOperatingRegion(query, pages) ??
    answerAboutVelocityHead(query, pages) ??
    answerAboutFrictionHead(query, pages) ??
    answerAboutFittingsLoss(query, pages) ??
    answerAboutDensityPower(query, pages) ??
    answerAboutPumpEfficiency(query, pages, context) ??
    answerAboutThrottlingLoss(query, pages) ??
    answerAboutStaticHead(query, pages) ??
    answerAboutInsulationLife(query, pages) ??
    answerAboutFlowUnits(query, pages) ??
    answerAboutCourseForRole(query, pages, context) ??
    answerAboutForms(query, context) ??
    answerAboutBenefits(query, pages) ??
    answerAboutDifference(query, pages) ??
    answerAboutTerms(query, context) ??
    answerAboutDemo(query, context) ??
    answerAboutModels(query, context) ??
    answerAboutProjects(query) ??
    answerAboutOpenings(query, context) ??
    answerAboutSensors(query, context) ??
    answerAboutParameters(query) ??
    answerAboutCredentials(query) ??
    answerAboutDownloads(query) ??
    answerAboutContact(query)
  );
}
