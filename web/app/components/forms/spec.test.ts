import { describe, expect, it } from 'vitest';
import { RESUME_ACCEPT, RESUME_MAX_LABEL } from '@site/contracts/forms/resume';
import { careersSpec, contactSpec, demoSpec, footerSpec } from './spec';

describe('form descriptions', () => {
  it('show the resume limits of the contracts', () => {
    const resume = careersSpec(['A']).fields.find((field) => field.name === 'file');
    expect(resume?.input === 'file' && resume.accept).toBe(RESUME_ACCEPT);
    expect(resume?.hint).toContain(RESUME_MAX_LABEL);
  });

  it("show every field of each descriptor in its order, but demo's never-shown companyname", () => {
    const names = (spec: { fields: readonly { name: string }[] }) => spec.fields.map((field) => field.name);
    expect(names(contactSpec)).toEqual(names(contactSpec.descriptor));
    expect(names(demoSpec)).toEqual(names(demoSpec.descriptor).filter((name) => name !== 'companyname'));
    expect(names(footerSpec)).toEqual(['email']);
    expect(names(careersSpec(['A']))).toEqual(names(careersSpec(['A']).descriptor));
  });

  it('send careers as multipart, the others as JSON', () => {
    expect([contactSpec, demoSpec, footerSpec, careersSpec([])].map((spec) => spec.multipart)).toEqual([false, false, false, true]);
  });
});
