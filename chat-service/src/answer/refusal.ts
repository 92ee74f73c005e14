/** What the assistant says when the knowledge base has nothing relevant. */
import type { ChatResponse } from '@site/contracts/chat';

export const CONTACT_PAGE = { title: 'Contact us', url: '/contact-us' } as const;

export const REFUSAL_TEXT =
  "I'm sorry, I don't know the answer to that. I can only answer from our own knowledge base, " +
  `which doesn't cover this question. Please ask our team on the contact page (${CONTACT_PAGE.url}) and we will help you.`;

export function refusal(): ChatResponse {
  return { response: REFUSAL_TEXT, sources: [{ ...CONTACT_PAGE }], mode: 'refusal' };
}
