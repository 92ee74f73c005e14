import type { ChatResponse } from '@site/contracts/chat';

/**
 * An answer before it is given its id (the engine's and the model's output). `handoff` defaults
 * to true for closest pages and hand-offs.
 */
export type Answer = Omit<ChatResponse, 'answerId' | 'handoff'> & { handoff?: boolean };
