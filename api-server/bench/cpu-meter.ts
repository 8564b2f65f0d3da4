import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
/** CPU seconds (user + system) a process has used so far, from /proc (0 when it is gone). */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs
      .readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
/** The pids of the local PostgreSQL's processes (server and backends), when it runs on this machine. */
function postgresPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}
/**
 * CPU used by the API processes, the local PostgreSQL and this process (the load generator)
 * between two calls of the returned function, in milliseconds. Where the machine's CPU goes per
 * request is what bounds req/s on a 2-core machine that runs all three.
 */
export function cpuMeter(serverPids: number[]) {
  const read = () => {
    const pg = postgresPids();
    return {
      api: serverPids.reduce((t, pid) => t + cpuSeconds(pid), 0),
      database: pg.reduce((t, pid) => t + cpuSeconds(pid), 0),
      pg: new Map(pg.map((pid) => [pid, cpuSeconds(pid)])),
      load: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    };
  };
  const start = read();
  return () => {
    const end = read();
    // Backends that ended during the window took their CPU with them: count only those seen twice.
    let database = 0;
    for (const [pid, t] of end.pg) database += t - (start.pg.get(pid) ?? t);
    return { api: (end.api - start.api) * 1000, database: database * 1000, load: (end.load - start.load) * 1000 };
  };
}
