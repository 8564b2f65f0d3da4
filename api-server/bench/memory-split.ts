/**
 * Where a process's resident memory goes (docs/api-performance-history.md, "Fifth step"): PGlite's WASM
 * linear memory (its resident part, from /proc/self/smaps), the V8 heap of the main isolate, and
 * the rest (the node binary, compiled code, malloc arenas, other isolates such as tsx's loader
 * thread). All figures in bytes.
 */
import fs from 'node:fs';
import v8 from 'node:v8';

export interface MemorySplit {
  rss: number;
  heap_total: number;
  heap_used: number;
  /** The young generation's share of heap_total (its size follows --max-semi-space-size). */
  heap_new: number;
  /** Outside the V8 heap but owned by JS objects (ArrayBuffers, the WASM memory among them). */
  external: number;
  /** PGlite's WASM memory: its size, and how much of it is resident. 0 on PostgreSQL. */
  wasm_size: number;
  wasm_resident: number;
  /** rss - wasm_resident - heap_total. */
  other: number;
}

/** Resident kB of the anonymous mapping that is `bytes` long (the WASM memory is one such mapping). */
function residentOfMapping(bytes: number): number {
  if (bytes === 0) return 0;
  const wanted = bytes / 1024;
  let inMatch = false;
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const size = /^Size:\s+(\d+) kB/.exec(line);
    if (size) inMatch = Number(size[1]) === wanted;
    const rss = inMatch ? /^Rss:\s+(\d+) kB/.exec(line) : null;
    if (rss) return Number(rss[1]) * 1024;
  }
  return 0;
}

export function memorySplit(wasmBytes: () => number): MemorySplit {
  const m = process.memoryUsage();
  const wasm_size = wasmBytes();
  const wasm_resident = residentOfMapping(wasm_size);
  return {
    rss: m.rss,
    heap_total: m.heapTotal,
    heap_used: m.heapUsed,
    heap_new: v8
      .getHeapSpaceStatistics()
      .filter((s) => s.space_name === 'new_space' || s.space_name === 'new_large_object_space')
      .reduce((sum, s) => sum + s.space_size, 0),
    external: m.external,
    wasm_size,
    wasm_resident,
    other: m.rss - wasm_resident - m.heapTotal,
  };
}

/**
 * Keeps the split taken when the resident set was largest: every `everyMs` it reads rss (cheap)
 * and, only when rss passed the last peak, the whole split (smaps is slower to read).
 */
export function peakSplitSampler(wasmBytes: () => number, everyMs = 200) {
  let peak = memorySplit(wasmBytes);
  const timer = setInterval(() => {
    if (process.memoryUsage.rss() > peak.rss) peak = memorySplit(wasmBytes);
  }, everyMs);
  timer.unref();
  return { peak: () => peak, reset: () => (peak = memorySplit(wasmBytes)) };
}

/** The split in MB (one decimal), as the bench prints and keeps it. */
export const splitMb = (split: MemorySplit) =>
  Object.fromEntries(Object.entries(split).map(([k, v]) => [k, Math.round(v / 1024 / 102.4) / 10])) as Record<keyof MemorySplit, number>;

export const formatSplit = (m: Record<keyof MemorySplit, number>) =>
  `RSS ${m.rss} MB = WASM ${m.wasm_resident} (of ${m.wasm_size} MB) + V8 heap ${m.heap_total} (${m.heap_used} used, young generation ${m.heap_new}) + other ${m.other}; external ${m.external}`;
