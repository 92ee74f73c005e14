/** The footer's e-mail enquiry form (placeholder until the forms feature lands). */
export function FooterEnquiry() {
  return null;
}
