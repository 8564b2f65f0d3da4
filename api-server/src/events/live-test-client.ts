/** One SSE event as a test reads it (comments are counted, not kept). */
export interface SseEvent {
  event: string;
  id?: string;
  retry?: number;
  data: unknown;
}

export interface TestStream {
  status: number;
  headers: Headers;
  /** Every event so far, in order. */
  events: SseEvent[];
  /** Heartbeat comments so far. */
  comments: number;
  /** True once the server ended the stream. */
  ended: boolean;
  /** Resolves with the first event (from `from` on) that `match` accepts; fails after 10 s. */
  next(match: (e: SseEvent) => boolean, from?: number): Promise<SseEvent>;
  /** Resolves once the server ended the stream. */
  closed(): Promise<void>;
  close(): void;
}

const WAIT_MS = 10_000;

/**
 * Opens `GET <base>/events` as the browser does (fetch streaming, bearer header) and parses the
 * stream with the SSE rules the tests need (id, event, data, retry, comments). Test-only: the
 * browser uses a maintained parser.
 */
export async function openTestStream(base: string, token: string, headers: Record<string, string> = {}): Promise<TestStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/events`, { headers: { authorization: `Bearer ${token}`, ...headers }, signal: abort.signal });
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  const stream: TestStream = {
    status: res.status,
    headers: res.headers,
    events: [],
    comments: 0,
    ended: false,
    next(match, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = stream.events.slice(from).find(match);
          if (found || stream.ended) {
            waiters.delete(check);
            clearTimeout(timer);
            if (found) resolve(found);
            else reject(new Error(`stream ended without the event; got ${JSON.stringify(stream.events)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${WAIT_MS} ms; got ${JSON.stringify(stream.events)}`));
        }, WAIT_MS);
        waiters.add(check);
        check();
      });
    },
    closed() {
      return new Promise((resolve) => {
        const check = () => {
          if (stream.ended) waiters.delete(check), resolve();
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
  if (!res.body) return stream;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: Partial<SseEvent> & { data?: string } = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments++;
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'event') event.event = value;
            else if (field === 'id') event.id = value;
            else if (field === 'retry') event.retry = Number(value);
            else if (field === 'data') event.data = value;
          }
          if (event.event) stream.events.push({ event: event.event, id: event.id, retry: event.retry, data: JSON.parse(String(event.data)) });
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by the test, or the server dropped the connection.
    }
    stream.ended = true;
    wake();
  })();
  return stream;
}
