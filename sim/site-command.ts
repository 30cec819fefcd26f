// `site-console site [--data <file>] [--host <ip>] [--port-base <n>]`: runs the reference site until
// SIGINT or SIGTERM. It prints exactly one line of JSON to stdout once every service listens
// ({ profile, state }), so that scripts and tests can read where the site is; every problem is one
// line on stderr and a non-zero exit code (2 for a bad argument, 1 for bad data or a port in use).
import { loadSiteData, SiteDataError, type SiteData } from './site-data';
import { SiteStartError, startSite } from './index';

const USAGE = 'usage: site-console site [--data <file.json>] [--host <ip>] [--port-base <n>]';

interface SiteArgs {
  data?: string;
  host?: string;
  portBase?: number;
  help: boolean;
}

class UsageError extends Error {}

function parseArgs(args: readonly string[]): SiteArgs {
  const parsed: SiteArgs = { help: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--help' || arg === '-h') {
      parsed.help = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq !== -1 ? arg.slice(0, eq) : arg;
    if (name !== '--data' && name !== '--host' && name !== '--port-base') throw new UsageError(`unknown argument "${arg}"`);
    let value: string | undefined;
    if (eq !== -1 && name !== arg) value = arg.slice(eq + 1);
    else {
      value = args[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
      i += 1;
    }
    if (value === '') throw new UsageError(`${name} needs a value`);
    if (name === '--data') parsed.data = value;
    else if (name === '--host') parsed.host = value;
    else {
      if (!/^\d+$/.test(value)) throw new UsageError(`--port-base "${value}" is not a port number`);
      parsed.portBase = Number(value);
    }
  }
  return parsed;
}

const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ');

/** Runs the site command; resolves with the exit code once the site has stopped (or failed to start). */
export async function siteCommand(args: string[]): Promise<number> {
  let parsed: SiteArgs;
  try {
    parsed = parseArgs(args);
  } catch (error) {
    process.stderr.write(`site-console site: ${oneLine((error as Error).message)}\n${USAGE}\n`);
    return 2;
  }
  if (parsed.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  let site;
  try {
    let data: SiteData | undefined;
    if (parsed.data !== undefined) data = await loadSiteData(parsed.data);
    site = await startSite({ data, host: parsed.host, portBase: parsed.portBase });
  } catch (error) {
    if (error instanceof SiteDataError) {
      process.stderr.write(`site-console site: bad data: ${oneLine(error.message)}\n`);
      return 1;
    }
    if (error instanceof SiteStartError) {
      process.stderr.write(`site-console site: ${oneLine(error.message)}\n`);
      return error.reason === 'bad-option' ? 2 : 1;
    }
    // Anything else is a fault of the site itself; still one line, and what to do with it.
    process.stderr.write(
      `site-console site: could not start the reference site (a bug; please report it): ${oneLine(error instanceof Error ? error.message : String(error))}\n`,
    );
    return 1;
  }

  process.stdout.write(
    `${JSON.stringify({ profile: site.profile, state: { ...site.stateUrls, authorization: site.authorizationStateUrl }, authorizationBaseUrl: site.authorizationBaseUrl })}\n`,
  );

  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await site.close();
  return 0;
}
