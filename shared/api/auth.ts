// The auth area of the bridge contract: the authorization client (initialize, activate,
// hasFeature, status, pre-flight) and the offline activation of the loaded document.
import { Type, type Static } from '@sinclair/typebox';
import {
  authStatusSchema as authStatus,
  featureAnswerSchema,
  MAX_UPDATE_CODE_BYTES,
  offlineActivationStatusSchema as offlineStatus,
  preflightStepSchema,
} from '../auth';
import { MAX_DOCUMENT_CHARS } from './config';
import { Closed, Empty, ExactlyOneOf, OneOf, operation, OrNull, Path } from './schema';

/**
 * Where the engineer's confirmation of the vendor library in the settings stands: approved (kept on
 * this laptop), declined in the dialog, or awaiting the code the console printed in its terminal.
 */
export const vendorLibraryApprovalSchema = Closed({
  state: OneOf(['approved', 'declined', 'awaiting-code'] as const),
  /** The library's real path (links resolved) and the SHA-256 of its bytes. */
  libraryPath: Type.String(),
  sha256: Type.String(),
  /** The ABI profile's path and SHA-256, or null for the header's names. */
  abiProfilePath: OrNull(Type.String()),
  abiProfileSha256: OrNull(Type.String()),
});
/** Where the engineer's confirmation of the vendor library stands. */
export type VendorLibraryApproval = Static<typeof vendorLibraryApprovalSchema>;

/** The auth area's operations. */
export const authOperations = {
  'auth:initialize': operation(
    'Initializes the authorization client with a configuration document (its text, and where it came from); an invalid one is refused with its findings.',
    Type.Object(
      // `source`: the file path or template title the status names the document by (its file name only).
      { text: Type.String({ maxLength: MAX_DOCUMENT_CHARS }), source: Type.Optional(OrNull(Type.String({ maxLength: 4096 }))) },
      { additionalProperties: false },
    ),
    authStatus,
  ),
  'auth:activate': operation(
    'Activates a license key (trimmed) for the loaded document; the key is kept in the secrets store.',
    Type.Object({ licenseKey: Type.String({ maxLength: 4096 }) }, { additionalProperties: false }),
    authStatus,
  ),
  'auth:check': operation(
    'hasFeature for each logical key, in order: licensed or not, with the reason.',
    Type.Object({ keys: Type.Array(Type.String({ maxLength: 1024 }), { minItems: 1, maxItems: 1000 }) }, { additionalProperties: false }),
    Type.Array(featureAnswerSchema),
  ),
  'auth:status': operation("The authorization client's state: document, scenario, activation, features.", Empty, authStatus),
  'auth:preflight': operation("Runs the backend's pre-flight diagnostics again.", Empty, Type.Array(preflightStepSchema)),
  'auth:dispose': operation("Closes the backend's sessions and unloads the document; the kept activation stays.", Empty, authStatus),
  'auth:offlineStatus': operation(
    'Where the offline activation of the loaded document stands: none, requested or applied, with the codes and the receipt.',
    Empty,
    offlineStatus,
  ),
  'auth:offlineRequest': operation(
    'Creates the request code (or keeps the one already created) and, with a path, writes it to that .txt file atomically.',
    Type.Object({ path: Type.Optional(Path) }, { additionalProperties: false }),
    offlineStatus,
  ),
  'auth:offlineApply': operation(
    "Applies the vendor's update code, pasted (updateCode) or from a file (path), and keeps the receipt; a refusal keeps the request.",
    // One of the two, never both and never neither; its type is { updateCode } | { path }. Characters:
    // a text of MAX_UPDATE_CODE_BYTES bytes has at most as many; main counts the bytes.
    ExactlyOneOf({ updateCode: Type.String({ maxLength: MAX_UPDATE_CODE_BYTES }), path: Path }),
    offlineStatus,
  ),
  'auth:approveVendorLibrary': operation(
    "Asks the engineer, in main's own UI, to confirm the vendor library and ABI profile of the settings on this laptop: a dialog in the window, a code printed on the console's terminal over the web transport. The renderer cannot answer it.",
    Empty,
    vendorLibraryApprovalSchema,
  ),
  'auth:confirmVendorLibrary': operation(
    'Completes a web transport confirmation with the code the console printed on its terminal; a wrong, used or expired code approves nothing.',
    Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
    vendorLibraryApprovalSchema,
  ),
  'auth:offlineReset': operation(
    'Forgets the offline activation of the loaded document, to start over (what was applied stays applied).',
    Empty,
    offlineStatus,
  ),
} as const;
