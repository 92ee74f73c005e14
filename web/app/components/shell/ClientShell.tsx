/**
 * Parts of the shell that exist only in the browser after hydration (the chat launcher, the
 * toast container) or that are filled in by the forms feature (the footer enquiry form).
 * Placeholders until those features land.
 */
function FooterEnquiry() {
  return null;
}
function ChatLauncher() {
  return null;
}
function Toasts() {
  return null;
}

export const ClientShell = { FooterEnquiry, ChatLauncher, Toasts };
