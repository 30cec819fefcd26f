// The command line's chunk naming: modules share a chunk only when every run loads them at the same
// moment, so that fewer files load and no run loads a module sooner than it did.
import { describe, expect, it } from 'vitest';
import { commandChunks, type ChunkGraph, type ChunkModule, type CommandRoots } from '../../../scripts/command-chunks';

/** A graph from each module's static imports, import() targets and entries. */
function graphOf(imports: Record<string, string[]>, dynamic: Record<string, string[]>, entries: string[]): ChunkGraph {
  const ids = new Set([...Object.keys(imports), ...Object.values(imports).flat(), ...Object.values(dynamic).flat(), ...entries]);
  const info = new Map<string, ChunkModule>(
    [...ids].map((id) => [
      id,
      {
        isEntry: entries.includes(id),
        importedIds: imports[id] ?? [],
        importers: [...ids].filter((other) => imports[other]?.includes(id)),
        dynamicImporters: [...ids].filter((other) => dynamic[other]?.includes(id)),
      },
    ]),
  );
  return { getModuleInfo: (id) => info.get(id) ?? null };
}

// cli starts every run and imports() each command; `person` imports() the site services and the
// site client together; a failure imports() the catalogue; `lazy` is an entry that a stub in the
// services require()s; `host` is the entry of a process of its own.
const graph = graphOf(
  {
    cli: ['words'],
    person: ['kit', 'profile'],
    validate: ['kit', 'document'],
    services: ['http', 'profile', 'stub', 'secrets'],
    client: ['http', 'record'],
    license: ['kit', 'failure'],
    failure: ['categories'],
    catalogue: ['categories', 'codes'],
    lazy: ['backend', 'http', 'secrets'],
    host: ['binding', 'secrets'],
  },
  { cli: ['person', 'validate', 'license', 'failure'], person: ['services', 'client'], failure: ['catalogue'] },
  ['cli', 'lazy', 'host'],
);
const roots: CommandRoots = {
  start: 'cli',
  loadedBy: (entry) => (entry === 'lazy' ? ['stub'] : undefined),
  together: [['services', 'client']],
  leave: (id) => id === 'schema',
};

describe('commandChunks', () => {
  const name = commandChunks(roots, (id) => id);
  const chunk = (id: string): string | null => name(id, graph);

  it('keeps what the start entry holds in its chunk', () => {
    expect(chunk('cli')).toBeNull();
    expect(chunk('words')).toBeNull();
  });

  it('puts in one chunk the roots imported together and what only they load', () => {
    expect(chunk('record')).toBe(chunk('client'));
    expect(chunk('services')).toBe(chunk('client'));
  });

  it('leaves out a root that loads only after another root of the set: the entry required by a stub of the services', () => {
    // http is held by services, the site client and the lazy entry, which only the services' stub loads.
    expect(chunk('http')).toBe(chunk('services'));
    expect(chunk('backend')).toBe('lazy');
  });

  it('never leaves out the entry of a process of its own', () => {
    expect(chunk('secrets')).not.toBe(chunk('services'));
    expect(chunk('binding')).toBe('host');
  });

  it('keeps apart modules that some run loads at another moment', () => {
    // kit: every command; profile: person (and the services it imports()), not validate.
    expect(chunk('kit')).not.toBe(chunk('profile'));
    expect(chunk('document')).not.toBe(chunk('kit'));
    // The failure path is loaded by license at its start, the catalogue only by a failure.
    expect(chunk('categories')).not.toBe(chunk('codes'));
    expect(chunk('failure')).not.toBe(chunk('codes'));
  });

  it('names a chunk by its roots, one name per set', () => {
    const names = ['kit', 'profile', 'document', 'http', 'backend', 'secrets', 'categories', 'codes'].map(chunk);
    expect(new Set(names).size).toBe(names.length);
    expect(chunk('document')).toBe('validate');
    // The services load only after person, which holds the profile already.
    expect(chunk('profile')).toBe('person');
    expect(chunk('categories')).toBe('failure+license');
  });

  it('refuses roots said to be imported together that are not', () => {
    const apart = graphOf({ cli: [] }, { cli: ['person'], person: ['services'], other: ['client'] }, ['cli']);
    expect(() => commandChunks(roots, (id) => id)('services', apart)).toThrow(/no longer imported together/);
  });

  it('leaves to the build the modules it is told to', () => {
    const withSchema = graphOf({ cli: [], person: ['schema'] }, { cli: ['person'] }, ['cli']);
    expect(commandChunks(roots, (id) => id)('schema', withSchema)).toBeNull();
  });
});
