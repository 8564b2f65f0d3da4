import type { AddressInfo } from 'node:net';
import { API_PREFIX, buildApp } from './app';
import { startBillingSchedule } from './billing/billing-service';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seedOnFirstStart } from './seed/seed';
import { resolveSeedPlan } from './seed/seed-plan';
import { metricsPort, startMetricsServer } from './ops/metrics-endpoint';
import { settledWithin, stopGracefully } from './ops/graceful-stop';
import { startControlSocket } from './ops/control-socket';

/**
 * Starts the API: reads the environment, opens and migrates the database, seeds it on the first
 * start, listens, and prints one ready line. SIGINT/SIGTERM stop it gracefully (ops/graceful-stop.ts),
 * then close the database: exit 0 when every request finished, 1 when some were cut.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  try {
    await migrate(db);
    const report = await seedOnFirstStart(db, () => resolveSeedPlan(config), config.scrypt);
    if (report) console.log(`First start: seeded ${JSON.stringify(report)}`);
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = await buildApp({ db, config });
  await app.listen({ port: config.port, host: config.host });
  startBillingSchedule(app, db);
  const { metrics } = config.ops;
  const metricsServer = metrics.port ? await startMetricsServer(metrics.port, metrics.host) : undefined;
  if (metricsServer) console.log(`Metrics on http://${metrics.host}:${metricsPort(metricsServer)}/metrics`);
  // The embedded database can only be dumped from inside this process (npm run backup).
  const controlSocket = config.databaseUrl ? undefined : await startControlSocket(db, config.dataDir);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      const outcome = await stopGracefully(app, config.ops.shutdown);
      metricsServer?.close();
      controlSocket?.close();
      const dbClosed = await settledWithin(db.close(), config.ops.shutdown.timeoutMs);
      app.log.info({ outcome, dbClosed }, 'stopped');
      process.exit(outcome === 'drained' && dbClosed ? 0 : 1);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  // `on`, not `once`: Ctrl-C reaches this process and its launcher (scripts/start-api.mjs), which
  // passes it on; the second signal must not end the process before the database is closed.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Last: whoever waits for this line (launchers, tests) may signal the process at once.
  const { port } = app.server.address() as AddressInfo;
  console.log(`API ready on http://localhost:${port}${API_PREFIX}`);
}

main().catch((error: unknown) => {
  console.error(`API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
