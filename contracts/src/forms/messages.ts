import { brand } from '../brand.ts';

const enquiryThanks = `Thank you for your enquiry! We will reply within ${brand.replyWithin}.`;

/** What a visitor reads after a successful submission: one toast per form, the same in the browser and the API. */
export const successMessages = {
  contact: enquiryThanks,
  demo: enquiryThanks,
  footer: enquiryThanks,
  careers: 'Thank you for your application!',
} as const;

/** Answers for failures the visitor can act on; the API sends them as `message`. */
export const failureMessages = {
  invalid: 'Please correct the highlighted fields and try again.',
  rateLimited: 'Too many submissions from your network. Please wait a few minutes and try again.',
  forbidden: 'This form can only be sent from our website. Please reload the page and try again.',
  tooLarge: 'What you sent is too large. Please shorten it and try again.',
  unsupported: 'This form could not be read. Please reload the page and try again.',
  keyReused: 'This form was already sent with different content. Please reload the page and send it again.',
  unavailable: 'We could not save your submission. Please try again in a few minutes or contact us by phone or e-mail.',
} as const;
