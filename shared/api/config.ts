// The config area of the bridge contract: configuration files on disk, the recent list, the kept
// draft, and the file dialog's folder listings.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_DOCUMENT_BYTES } from '../config/document-limits';
import { Closed, Empty, OneOf, operation, OrNull, Path } from './schema';

export { MAX_DOCUMENT_BYTES };

/** Longest document text the bridge carries: a text of MAX_DOCUMENT_BYTES bytes has at most as many characters; main counts the bytes. */
export const MAX_DOCUMENT_CHARS = MAX_DOCUMENT_BYTES;

/** The kinds of file the file dialog can list, by extension: what the console opens or writes. */
export const FILE_EXTENSIONS = [
  'json',
  'jsonl',
  'csv',
  'xlsx',
  'zip',
  'html',
  'pdf',
  'pem',
  'crt',
  'cer',
  'key',
  'p12',
  'pfx',
  'har',
  'sh',
  'txt',
] as const;

/** A kind of file the file dialog can list. */
export type FileExtension = (typeof FILE_EXTENSIONS)[number];

const documentText = Type.String({ maxLength: MAX_DOCUMENT_CHARS });
const fileVersion = Type.String({ maxLength: 128 });

/** A configuration file as opened from disk. */
export const configFileOpenedSchema = Closed({
  /** Absolute path. */
  path: Type.String(),
  /** Content, decoded from UTF-8 (a byte order mark removed). */
  text: Type.String(),
  /** Fingerprint of the bytes on disk; a save with it is refused if the file changed meanwhile. */
  version: Type.String(),
  /** Size in bytes. */
  size: Type.Number(),
  /** The file started with a UTF-8 byte order mark (a save writes none). */
  byteOrderMark: Type.Boolean(),
});
/** A configuration file as opened from disk. */
export type ConfigFileOpened = Static<typeof configFileOpenedSchema>;

/** What saving a configuration file did. */
export const configFileSavedSchema = Closed({
  /** Absolute path written. */
  path: Type.String(),
  /** Fingerprint of the content now on disk. */
  version: Type.String(),
  /** Where the replaced version was kept (`<name>.bak`), or null. */
  backupPath: OrNull(Type.String()),
  /** False when the file already held exactly this content. */
  written: Type.Boolean(),
  /** Whether the saved document is valid, and how many findings it has. */
  valid: Type.Boolean(),
  errorCount: Type.Integer({ minimum: 0 }),
  warningCount: Type.Integer({ minimum: 0 }),
});
/** What saving a configuration file did. */
export type ConfigFileSaved = Static<typeof configFileSavedSchema>;

/** One entry of the recent-files list. */
export const recentConfigFileSchema = Closed({
  /** Absolute path. */
  path: Type.String(),
  /** When it was last opened or saved, ISO 8601. */
  openedAt: Type.String(),
  /** Whether it still exists (it may be on a stick that was pulled out). */
  exists: Type.Boolean(),
});
/** One entry of the recent-files list. */
export type RecentConfigFile = Static<typeof recentConfigFileSchema>;

/** One entry of a folder, as the file dialog shows it. */
export const folderEntrySchema = Closed({
  /** File or folder name. */
  name: Type.String(),
  /** Absolute path. */
  path: Type.String(),
  /** Folders can be entered; only files of the asked extensions are listed. */
  kind: OneOf(['folder', 'file'] as const),
  /** Size in bytes for files, else null. */
  size: OrNull(Type.Number()),
});
/** One entry of a folder, as the file dialog shows it. */
export type FolderEntry = Static<typeof folderEntrySchema>;

/** A folder's content for the file dialog. */
export const folderListingSchema = Closed({
  /** Absolute path of the folder. */
  folder: Type.String(),
  /** Its parent, or null at a root. */
  parent: OrNull(Type.String()),
  /** Sub-folders first, then the files of the asked extensions, each by name. */
  entries: Type.Array(folderEntrySchema),
  /** Places to start from: the home folder and the file system roots. */
  places: Type.Array(Type.String()),
});
/** A folder's content for the file dialog. */
export type FolderListing = Static<typeof folderListingSchema>;

/** The editor's unsaved work, kept so that a crash or a closed window loses nothing. */
export const configDraftSchema = Closed({
  /** The text as last typed. */
  text: Type.String(),
  /** The file it belongs to, or null for a new document. */
  path: OrNull(Type.String()),
  /** `version` of that file when it was opened or saved, or null. */
  version: OrNull(Type.String()),
  /** When it was kept, ISO 8601. */
  keptAt: Type.String(),
});
/** The editor's unsaved work, kept so that a crash or a closed window loses nothing. */
export type ConfigDraft = Static<typeof configDraftSchema>;

const byPath = Type.Object({ path: Path }, { additionalProperties: false });

/** The config area's operations. */
export const configOperations = {
  'config:open': operation(
    'Reads a configuration file (UTF-8 text, at most 8 MiB) and puts it on the recent list.',
    byPath,
    configFileOpenedSchema,
  ),
  'config:save': operation(
    'Saves a configuration document atomically, keeping the replaced version as <name>.bak.',
    Type.Object(
      {
        path: Path,
        text: documentText,
        mode: OneOf(['save', 'saveAs'] as const),
        confirmInvalid: Type.Optional(Type.Boolean()),
        expectedVersion: Type.Optional(fileVersion),
        overwrite: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
    configFileSavedSchema,
  ),
  'config:recent': operation(
    'The recently opened or saved configuration files, most recent first.',
    Empty,
    Type.Array(recentConfigFileSchema),
  ),
  'config:forget': operation('Removes a file from the recent list.', byPath, Type.Array(recentConfigFileSchema)),
  'config:keepDraft': operation(
    "Keeps the editor's unsaved text in the data directory.",
    Type.Object({ text: documentText, path: OrNull(Path), version: OrNull(fileVersion) }, { additionalProperties: false }),
    configDraftSchema,
  ),
  'config:draft': operation('The kept draft, or null.', Empty, OrNull(configDraftSchema)),
  'config:dropDraft': operation('Forgets the kept draft (after a save, or when the engineer discards it).', Empty, Type.Null()),
  'files:browse': operation(
    'Lists a folder for the file dialog: sub-folders and the files of the asked extensions (default json).',
    Type.Object(
      {
        folder: Type.Optional(Path),
        extensions: Type.Optional(Type.Array(OneOf(FILE_EXTENSIONS), { minItems: 1, maxItems: FILE_EXTENSIONS.length, uniqueItems: true })),
      },
      { additionalProperties: false },
    ),
    folderListingSchema,
  ),
} as const;
