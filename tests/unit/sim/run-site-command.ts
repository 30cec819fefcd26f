// Runs `site-console site` the way bin/site-console.js does, without the rest of the command line,
// so that the CLI tests exercise the command in a process of its own.
import { siteCommand } from '../../../sim/site-command';

process.exitCode = await siteCommand(process.argv.slice(2));
