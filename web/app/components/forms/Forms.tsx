/**
 * The four forms as the pages place them. Each is the one LazyForm drawn from its description
 * in spec.ts; the pages supply the section and heading around it.
 */
import { type ReactNode, useMemo } from 'react';
import { FORM_ISLAND_PROPS, type FormIslandProps } from './island-props';
import { LazyForm } from './LazyForm';
import { APPLICATION_FORM_ID, type FormSpec, careersSpec, contactSpec, demoSpec, footerSpec } from './spec';

/**
 * The island a form lives in: the browser's shell (web/app/shell/form-islands.ts) hydrates its
 * contents on the first sign of interest, from what the attributes say. `display: contents`, so
 * the wrapper changes no layout.
 */
function FormIsland({ spec, props, children }: { spec: FormSpec; props: FormIslandProps; children: ReactNode }) {
  const attributes = {
    [FORM_ISLAND_PROPS]: JSON.stringify(props),
    'data-prefill': spec.prefill ? JSON.stringify(spec.prefill) : undefined,
  };
  return (
    <div className="form-island" data-island="form" {...attributes}>
      {children}
    </div>
  );
}

function Island({ spec, props }: { spec: FormSpec; props?: Omit<FormIslandProps, 'kind'> }) {
  return (
    <FormIsland spec={spec} props={{ kind: spec.kind, ...props }}>
      <LazyForm spec={spec} />
    </FormIsland>
  );
}

/** Contact enquiry (contact page). */
export function ContactForm() {
  return <Island spec={contactSpec} />;
}

/** Demo request (request-demo page). */
export function DemoForm() {
  return <Island spec={demoSpec} />;
}

/** The footer's e-mail enquiry: one field, compact, on every page. */
export function FooterEnquiry() {
  return <Island spec={footerSpec} />;
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
  return <Island spec={spec} props={{ positions, id }} />;
}
