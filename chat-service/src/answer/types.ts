import type { ChatResponse } from '@site/contracts/chat';

/** An answer before it is given its id (the engine's and the model's output). */
export type Answer = Omit<ChatResponse, 'answerId'>;
