// English texts of the licensevendor settings in the License view. Keys mirror
// licensevendor/zh-CN.ts; renderer/i18n/en.ts takes `licensevendorTexts` as `licensevendor`. Error
// words are the catalogue's (shared/catalogue).

/** The vendor library settings in the License view. */
export const licensevendorTexts = {
  libraryIntro:
    'The license vendor backend drives the vendor’s own library on this computer. Say where it is (and, for a build that names its functions differently, its ABI profile); initialize again after a change.',
  library: 'Vendor library',
  libraryHint: '/opt/vendor/lib/liblicensevendor.so or C:\\vendor\\licensevendor.dll',
  abiProfile: 'ABI profile (optional)',
  abiProfileHint: 'empty: the names and values of licensevendor_abi.h',
  save: 'Save library settings',
  saved: 'Saved. Initialize to use them.',
  confirm: 'Confirm library',
  approved: 'Confirmed on this computer: {path} (SHA-256 {sha256}…). Initialize to use it.',
  approvedInUse: 'Confirmed on this computer: {path} (SHA-256 {sha256}…).',
  declined: 'Not confirmed: the console will not load this library. Press “Confirm library” to be asked again.',
  codeIntro:
    'The console printed a code in the terminal where it runs, with the path {path} and the library’s SHA-256. Check them there, then type the code here. If you did not ask for it, do nothing.',
  code: 'Code from the console’s terminal',
  codeSubmit: 'Confirm',
};
