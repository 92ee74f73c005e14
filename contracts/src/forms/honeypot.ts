/**
 * The hidden anti-spam field. The browser renders an input with this name that people never
 * see or reach (off-screen, aria-hidden, tabIndex -1, autoComplete "off") and always sends it
 * empty. Bots that fill every input fill it too; the API then answers a normal-looking success
 * and stores the submission as spam without delivering it.
 */
export const HONEYPOT_FIELD = 'website';
