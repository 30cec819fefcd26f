/** Error codes of the licensevendor backend (main/auth/backends/licensevendor/); the renderer has words for each. */
export const LICENSEVENDOR_ERROR_CODES = [
  'LICENSEVENDOR_STATUS', // the library returned a status: details carry the catalogue's words in both languages
  'LICENSEVENDOR_HOST_CRASHED', // the library crashed the host process during details.operation
  'LICENSEVENDOR_HOST_TIMEOUT', // a call took longer than details.limitMs; the host was stopped
  'LICENSEVENDOR_HOST_FAULT', // the host failed otherwise
  'LICENSEVENDOR_HOST_CLOSED', // a call after the console closed the host
  'LICENSEVENDOR_LIBRARY_NOT_SET', // no library path in the settings or flags
  'LICENSEVENDOR_LIBRARY_LOAD', // the library at details.path does not load
  'LICENSEVENDOR_SYMBOL_MISSING', // the library lacks details.symbol: wrong or missing ABI profile
  'LICENSEVENDOR_LIBRARY_EXPORTS_MISSING', // the library file does not itself export details.missing (checked before loading)
  'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED', // the profile names one function twice or one that starts programs or loads code
  'LICENSEVENDOR_LIBRARY_REFUSED', // the library itself exports functions that start programs or load code (details.exports, up to 5)
  'LICENSEVENDOR_LIBRARY_SEARCH_PATH_REFUSED', // the library's RPATH/RUNPATH has $ORIGIN or a relative folder (details.searchPath)
  'LICENSEVENDOR_LIBRARY_FORMAT', // not an ELF or PE library, a Mach-O one, or a broken one (details.problem)
  'LICENSEVENDOR_LIBRARY_CHANGED', // the file's bytes are not those checked and approved
  'LICENSEVENDOR_LIBRARY_NOT_APPROVED', // a library from the settings the engineer has not confirmed on this laptop
  'LICENSEVENDOR_APPROVAL_CODE_WRONG', // the typed confirmation code is wrong, used, expired or stale
  'LICENSEVENDOR_APPROVAL_UNAVAILABLE', // no window or terminal of main's own to confirm in
  'LICENSEVENDOR_PROFILE_UNREADABLE', // the ABI profile file cannot be read
  'LICENSEVENDOR_PROFILE_INVALID', // the ABI profile breaks its schema at details.pointer
  'LICENSEVENDOR_LOGIN_MODE_UNKNOWN', // licensevendor.loginMode is none of details.allowed
  'LICENSEVENDOR_APPLICATION_DATA_INVALID', // licensevendor.applicationData is not base64
  'LICENSEVENDOR_NO_SESSION', // a feature check without a session
] as const;
