// `npm run start:web`: the console in a browser over the web transport (also the fallback of
// `npm start` where the Electron runtime cannot be had).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createConsole } from '../console';
import { consoleInfo } from '../app/console-info';
import { startWebTransport } from './server';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, 'data-dir': { type: 'string' } },
    strict: true,
  });
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${values.port}"`);
  const runtime = createConsole(consoleInfo(values['data-dir']), { surface: 'web' });
  const web = await startWebTransport(runtime, { rendererDir: `${root}dist/renderer`, port });
  process.stdout.write(`Site Console is running at ${web.url}\nOpen that address in a browser on this machine; press Ctrl+C to stop.\n`);
  const stop = async (): Promise<void> => {
    await web.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

run().catch((err: unknown) => {
  process.stderr.write(`site-console: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
