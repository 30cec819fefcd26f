// English words for the licensevendor backend's errors. Keys mirror licensevendor/zh-CN.ts;
// renderer/i18n/en.ts merges `licensevendorErrors` into `errors` and takes `licensevendorTexts` as
// `licensevendor`. A library status carries the
// catalogue's own words (shared/licensevendor/catalogue.ts) in its details, in both languages.

/** Words for the error codes of the licensevendor backend. */
export const licensevendorErrors = {
  LICENSEVENDOR_STATUS: 'The license library answered {name} {status} ({hex}) to {operation}: {explanation} Next: {nextStep}',
  LICENSEVENDOR_HOST_CRASHED: 'The license library crashed during {operation} ({exitStatus}). The console kept running and starts the library again on the next call; if it keeps crashing, send the call log to the vendor.',
  LICENSEVENDOR_HOST_TIMEOUT: 'The license library did not finish {operation} within {limitMs} ms and was stopped; it starts again on the next call. Check the network to the license server.',
  LICENSEVENDOR_HOST_FAULT: 'The process that runs the license library failed during {operation}: {message}. Try again; if it repeats, copy this message into your site report.',
  LICENSEVENDOR_HOST_CLOSED: 'The license library was already closed (the console is quitting or the document was unloaded). Initialize the document again.',
  LICENSEVENDOR_LIBRARY_NOT_SET: 'No license vendor library is set. Set the path of the vendor’s library in the settings (command line: --vendor-library <path>), then initialize again.',
  LICENSEVENDOR_LIBRARY_LOAD: 'The license library {path} could not be loaded ({reason}). Check the library path in the settings: it must be the vendor’s library for this computer.',
  LICENSEVENDOR_SYMBOL_MISSING: 'The license library has no function "{symbol}" (for {fn}, profile "{profile}"). This build names its functions differently: set its ABI profile in the settings (command line: --abi-profile <path>).',
  LICENSEVENDOR_PROFILE_UNREADABLE: 'The ABI profile {path} cannot be read. Check the path in the settings.',
  LICENSEVENDOR_PROFILE_INVALID: 'The ABI profile {path} is invalid at {pointer}: {problem}. Correct the file or ask the vendor for the right profile.',
  LICENSEVENDOR_LOGIN_MODE_UNKNOWN: 'licensevendor.loginMode "{value}" is not a login mode of this library. Use one of: {allowed}.',
  LICENSEVENDOR_APPLICATION_DATA_INVALID: 'licensevendor.applicationData is not base64. Copy it exactly from the product delivery note, or remove it if the library has it built in.',
  LICENSEVENDOR_NO_SESSION: 'No license session is open. Activate a license key, or set licensevendor.sn in the document and initialize again.',
};

/** The vendor library settings in the License view. */
export const licensevendorTexts = {
  libraryIntro: 'The license vendor backend drives the vendor’s own library on this computer. Say where it is (and, for a build that names its functions differently, its ABI profile); initialize again after a change.',
  library: 'Vendor library',
  libraryHint: '/opt/vendor/lib/liblicensevendor.so or C:\\vendor\\licensevendor.dll',
  abiProfile: 'ABI profile (optional)',
  abiProfileHint: 'empty: the names and values of licensevendor_abi.h',
  save: 'Save library settings',
  saved: 'Saved. Initialize to use them.',
};
