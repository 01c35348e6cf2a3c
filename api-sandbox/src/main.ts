import { readConfig } from './config.ts';
import { createSandbox } from './sandbox.ts';

const config = readConfig();
const sandbox = await createSandbox(config);
console.log(`[api-sandbox] listening on ${sandbox.url} (data: ${config.dataDir})`);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`[api-sandbox] ${signal}: closing`);
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
