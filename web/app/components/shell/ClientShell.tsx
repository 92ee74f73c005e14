/**
 * Parts of the shell that belong to other features: the footer e-mail enquiry form and the
 * toast container (forms) and the chat launcher (chat). Each feature keeps its code in its own
 * folder; the shell only places them.
 */
import { ChatLauncher } from '../chat/ChatLauncher';
import { FooterEnquiry } from '../forms/FooterEnquiry';
import { Toasts } from '../forms/Toasts';

export const ClientShell = { FooterEnquiry, ChatLauncher, Toasts };
