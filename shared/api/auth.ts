// The auth area of the bridge contract: the authorization client (initialize, activate,
// hasFeature, status, pre-flight) and the offline activation of the loaded document.
import { Type } from '@sinclair/typebox';
import { authStatusSchema as authStatus, featureAnswerSchema, MAX_UPDATE_CODE_BYTES, offlineActivationStatusSchema as offlineStatus, preflightStepSchema } from '../auth';
import { MAX_DOCUMENT_CHARS } from './config';
import { Empty, ExactlyOneOf, operation, Path } from './schema';

/** The auth area's operations. */
export const authOperations = {
  'auth:initialize': operation(
    'Initializes the authorization client with a configuration document (its text); an invalid one is refused with its findings.',
    Type.Object({ text: Type.String({ maxLength: MAX_DOCUMENT_CHARS }) }, { additionalProperties: false }),
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
  'auth:offlineReset': operation(
    'Forgets the offline activation of the loaded document, to start over (what was applied stays applied).',
    Empty,
    offlineStatus,
  ),
} as const;
