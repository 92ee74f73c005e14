/**
 * The four forms as the pages place them. Each is the one LazyForm drawn from its description
 * in spec.ts; the pages supply the section and heading around it.
 */
import { useMemo } from 'react';
import { LazyForm } from './LazyForm';
import { APPLICATION_FORM_ID, careersSpec, contactSpec, demoSpec, footerSpec } from './spec';

/** Contact enquiry (contact page). */
export function ContactForm() {
  return <LazyForm spec={contactSpec} />;
}

/** Demo request (request-demo page). */
export function DemoForm() {
  return <LazyForm spec={demoSpec} />;
}

/** The footer's e-mail enquiry: one field, compact, on every page. */
export function FooterEnquiry() {
  return <LazyForm spec={footerSpec} />;
}

export interface CareersFormProps {
  /** Titles of the current openings, offered in the position select (free text when empty). */
  positions: readonly string[];
  /**
   * The form's id, the target of the openings' 'Apply Now' links (#application-form). Pass
   * another id if the page already puts this one on the surrounding section.
   */
  id?: string;
}

/** Job application (careers page), multipart with an optional resume. */
export function CareersForm({ positions, id = APPLICATION_FORM_ID }: CareersFormProps) {
  // A stable spec for the same openings, so the engine is not rebuilt on every page render.
  const key = positions.join('\n');
  const spec = useMemo(() => careersSpec(key === '' ? [] : key.split('\n'), id), [key, id]);
  return <LazyForm spec={spec} />;
}
