/**
 * A minimal parser for server-sent events (the `text/event-stream` format of the WHATWG HTML
 * standard). We read the stream with fetch rather than EventSource because EventSource can only
 * GET, and the chat question is POSTed.
 */

export interface SseEvent {
  /** The `event:` field; 'message' when the server sent none. */
  event: string;
  /** The `data:` lines of the event, joined with '\n'. */
  data: string;
}

export interface SseParser {
  /** Feeds decoded text; chunks may split lines and events anywhere. */
  push(chunk: string): void;
  /** Ends the stream. A last event without its blank line is dropped, as the standard says. */
  end(): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let hasData = false;

  const dispatch = () => {
    if (hasData) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
    hasData = false;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // a comment, e.g. a keep-alive
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') {
      dataLines.push(value);
      hasData = true;
    }
    // `id` and `retry` only matter for EventSource reconnection, which a POST never does.
  };

  return {
    push(chunk) {
      buffer += chunk;
      // Lines end in CRLF, LF or CR. A CR at the very end may be the first half of a CRLF
      // whose LF is in the next chunk, so it waits.
      const pattern = /\r\n|\n|\r(?!$)/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    end() {
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
    },
  };
}
