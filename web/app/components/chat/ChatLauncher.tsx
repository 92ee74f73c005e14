/** The chat launcher and dialog (placeholder until the chat feature lands). */
export function ChatLauncher() {
  return null;
}
