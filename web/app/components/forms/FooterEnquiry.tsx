/** The footer's e-mail enquiry form; the shell imports it from here. */
export { FooterEnquiry } from './Forms';
