/**
 * Questions about the files the site offers: the product brochure on the downloads page and the
 * annual returns on theirs, named and linked as those pages list them.
 */
import { siteFacts } from '@site/contracts/site-facts';
import type { Answer } from '../types.ts';
import { normalise } from '../understand.ts';
import { DOWNLOADS_PAGE } from '../replies.ts';
import { pageFactAnswer } from './answer.ts';
import { inSentence } from './match.ts';

const { downloads } = siteFacts;

const BROCHURE = /\b(brochures?|catalogue|catalog|leaflets?|pamphlets?|flyers?|product (pdf|literature)|company profile)\b/;
const ANNUAL_RETURN = /\bannual (returns?|reports?)\b/;
/** "download link?", "any pdf on ipumpnet?": the site's files, not a visitor's station data or a pump's datasheet. */
const DOWNLOAD = /\bdownload\w*\b|\b(a|any|the|your) pdf\b/;
const NOT_OURS = /\b(data|readings?|reports?|logs?|trends?|history|excel|csv|my|our|datasheets?|data sheets?)\b/;
/** "what 'hybrid cloud' means in your brochure": a term read there, which the knowledge explains. */
const READ_THERE =
  /\b(means?|meaning|(in|on|from) (your|the|a) (brochure|catalogu?e|leaflet|pdf)|(the|a|our|their|its|bearing|pump|motor|maker'?s?|manufacturer'?s?|vendor'?s?|supplier'?s?) (catalogu?e|brochure|leaflet|datasheet) (says?|said|shows?|gives?|lists?|states?|mentions?))\b/;

export function answerAboutDownloads(query: string): Answer | null {
  const q = normalise(query);
  if (ANNUAL_RETURN.test(q)) {
    return pageFactAnswer(
      downloads.annualReturns.map((r) => `- ${r.title}: ${r.href} (${r.description})`),
      { title: 'Annual returns', url: downloads.annualReturnsRoute },
    );
  }
  if (READ_THERE.test(q) || !(BROCHURE.test(q) || (DOWNLOAD.test(q) && !NOT_OURS.test(q)))) return null;
  const { brochure } = downloads;
  return pageFactAnswer(
    [`The ${brochure.title.toLowerCase()} covers ${inSentence(brochure.description)} Download it here: ${brochure.href}`],
    DOWNLOADS_PAGE,
  );
}
