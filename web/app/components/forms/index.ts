/** The forms feature: what pages and the shell place. Everything heavy loads lazily (loader.ts). */
export { CareersForm, ContactForm, DemoForm, FooterEnquiry } from './Forms';
export { APPLICATION_FORM_ID } from './spec';
export { Toasts } from './Toasts';
