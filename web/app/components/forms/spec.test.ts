import { describe, expect, it } from 'vitest';
import { RESUME_ACCEPT, RESUME_MAX_LABEL } from '@site/contracts/forms/resume';
import { careersFieldOrder } from '@site/contracts/forms/careers';
import { contactFieldOrder } from '@site/contracts/forms/contact';
import { demoFieldOrder } from '@site/contracts/forms/demo';
import { footerFieldOrder } from '@site/contracts/forms/footer';
import { careersSpec, contactSpec, demoSpec, footerSpec } from './spec';

describe('form descriptions', () => {
  it('show the resume limits of the contracts', () => {
    const resume = careersSpec(['A']).fields.find((field) => field.name === 'file');
    expect(resume?.accept).toBe(RESUME_ACCEPT);
    expect(resume?.hint).toContain(RESUME_MAX_LABEL);
  });

  it("show every field of each schema in the schema's order (demo's never-shown companyname aside)", () => {
    const names = (spec: { fields: readonly { name: string }[] }) => spec.fields.map((field) => field.name);
    expect(names(contactSpec)).toEqual([...contactFieldOrder]);
    expect(names(demoSpec)).toEqual(demoFieldOrder.filter((name) => name !== 'companyname'));
    expect(names(footerSpec)).toEqual([...footerFieldOrder]);
    expect(names(careersSpec(['A']))).toEqual([...careersFieldOrder]);
  });
});
