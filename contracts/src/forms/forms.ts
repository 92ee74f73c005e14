/** The four forms' descriptors by form name, for code that handles any form (mail, engine). */
import type { FormName } from '../api.ts';
import { careersForm } from './careers.ts';
import { contactForm } from './contact.ts';
import { demoForm } from './demo.ts';
import type { FormDescriptor } from './descriptor.ts';
import { footerForm } from './footer.ts';

export const formDescriptors = {
  contact: contactForm,
  demo: demoForm,
  footer: footerForm,
  careers: careersForm,
} as const satisfies Record<FormName, FormDescriptor>;
