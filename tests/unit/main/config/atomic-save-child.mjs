// Saves versions after `start` over `path`, as fast as it can, until it is killed. Runs as plain
// Node on the transpiled module (see atomic-save-crash.test.ts) so that it starts in milliseconds.
const [modulePath, versionsPath, path, start] = process.argv.slice(2);
const { saveTextAtomically } = await import(modulePath);
const { versionText } = await import(versionsPath);
process.stdout.write('ready\n');
for (let seq = Number(start) + 1; ; seq++) await saveTextAtomically(path, versionText(seq));
