import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * Reads a `text/event-stream` body as it arrives and calls `onEvent` for each event (heartbeat
 * comments are skipped by the parser) and `onRetry` for a `retry:` hint. Resolves when the server
 * ends the body; rejects when the read fails or `signal` aborts.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  handlers: { onEvent: (event: EventSourceMessage) => void; onRetry?: (ms: number) => void },
): Promise<void> {
  const parser = createParser({ onEvent: handlers.onEvent, onRetry: handlers.onRetry });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
