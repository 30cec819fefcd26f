// The licensevendor backend's library codes: the vendor library, its ABI profile and its approval on this laptop.
import { defineCodes } from '../entry';

export const licensevendorLibraryCodes = defineCodes({
  LICENSEVENDOR_LIBRARY_NOT_SET: {
    category: 'usage',
    words: {
      en: 'No license vendor library is set. Set the path of the vendor’s library in the “Vendor library” field of the License view, under the document (command line: --vendor-library <path>), then initialize again.',
      'zh-CN':
        '尚未设置授权厂商库。请在授权视图文档下方的“厂商库”字段中填写厂商库的路径（命令行：--vendor-library <路径>），然后重新初始化。',
    },
  },
  LICENSEVENDOR_LIBRARY_LOAD: {
    category: 'usage',
    details: ['path', 'reason'],
    words: {
      en: 'The license library {path} could not be loaded ({reason}). Check the “Vendor library” field of the License view (command line: --vendor-library <path>): it must be the vendor’s library for this computer.',
      'zh-CN':
        '无法加载授权库 {path}（{reason}）。请检查授权视图中的“厂商库”字段（命令行：--vendor-library <路径>）：必须是适用于本机的厂商库。',
    },
  },
  LICENSEVENDOR_LIBRARY_NOT_A_FILE: {
    category: 'usage',
    details: ['path', 'kind'],
    words: {
      en: 'The license library path {path} is {kind}, not a file, so nothing was loaded. Set the path of the vendor’s library file (.so, .dll or .dylib) in the “Vendor library” field of the License view (command line: --vendor-library <path>).',
      'zh-CN':
        '授权库路径 {path} 是{kind}，不是文件，因此未加载。请在授权视图的“厂商库”字段中填写厂商库文件（.so、.dll 或 .dylib）的路径（命令行：--vendor-library <路径>）。',
    },
  },
  LICENSEVENDOR_LIBRARY_EXPORTS_MISSING: {
    category: 'usage',
    details: ['path', 'missing', 'profile'],
    words: {
      en: 'The library {path} does not itself export {missing} (ABI profile “{profile}”), so nothing was loaded. A license library must define every function its profile names; a name found only in another library it uses (such as the C library) is refused. Check the “Vendor library” and “ABI profile” fields of the License view (command line: --vendor-library, --abi-profile).',
      'zh-CN':
        '库 {path} 自身没有导出 {missing}（ABI 配置文件“{profile}”），因此未加载任何内容。授权库必须自己定义其配置文件所列的每个函数；只存在于它所依赖的其他库（例如 C 库）中的名称会被拒绝。请检查授权视图中的“厂商库”和“ABI 配置文件”字段（命令行：--vendor-library、--abi-profile）。',
    },
  },
  LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED: {
    category: 'usage',
    details: ['profile', 'symbols'],
    words: {
      en: 'The ABI profile “{profile}” names {symbols}: one function for two operations, or a function that starts programs or loads code. That is never a license library’s, so nothing was loaded. Use the profile the vendor gave for this build.',
      'zh-CN':
        'ABI 配置文件“{profile}”列出了 {symbols}：一个函数对应两个操作，或是启动程序、加载代码的函数。这绝不会是授权库的函数，因此未加载任何内容。请使用厂商为该版本提供的配置文件。',
    },
  },
  LICENSEVENDOR_LIBRARY_REFUSED: {
    category: 'usage',
    details: ['path', 'exports'],
    words: {
      en: 'The library {path} exports {exports}: functions that start programs or load code. No license library exports these (the C library, glib and Python do), so it is not a license library, whatever its ABI profile, and nothing was loaded. Set the vendor’s own library in the “Vendor library” field of the License view (command line: --vendor-library <path>).',
      'zh-CN':
        '库 {path} 导出了 {exports}：这些是启动程序或加载代码的函数。授权库从不导出这类函数（C 库、glib 和 Python 会导出），因此无论 ABI 配置文件如何，它都不是授权库，未加载任何内容。请在授权视图的“厂商库”字段中填写厂商自己的库（命令行：--vendor-library <路径>）。',
    },
  },
  LICENSEVENDOR_LIBRARY_SEARCH_PATH_REFUSED: {
    category: 'usage',
    details: ['path', 'searchPath'],
    words: {
      en: 'The library {path} looks for the libraries it depends on in {searchPath} (its RPATH/RUNPATH: beside itself, or a folder relative to where the console runs). A file placed there would be loaded with it without being confirmed, so nothing was loaded. Ask the vendor for a build without $ORIGIN or relative search paths.',
      'zh-CN':
        '库 {path} 会在 {searchPath} 中查找它所依赖的库（其 RPATH/RUNPATH：它自身所在的文件夹，或相对于控制台运行位置的文件夹）。放在那里的文件会未经确认就随它一起加载，因此未加载任何内容。请向厂商索取不含 $ORIGIN 或相对搜索路径的版本。',
    },
  },
  LICENSEVENDOR_LIBRARY_FORMAT: {
    category: 'usage',
    details: ['path', 'problem'],
    words: {
      en: 'The file {path} cannot be checked as a license library ({problem}), so nothing was loaded. Set the vendor’s .so (Linux) or .dll (Windows) file in the “Vendor library” field of the License view (command line: --vendor-library <path>).',
      'zh-CN':
        '文件 {path} 无法作为授权库检查（{problem}），因此未加载任何内容。请在授权视图的“厂商库”字段中填写厂商提供的 .so（Linux）或 .dll（Windows）文件（命令行：--vendor-library <路径>）。',
    },
  },
  LICENSEVENDOR_LIBRARY_CHANGED: {
    category: 'usage',
    details: ['path'],
    words: {
      en: 'The license library {path} changed after it was checked and confirmed, so nothing was loaded. Find out what replaced the file; if it is a new build from the vendor, confirm it again in the License view (“Confirm library”).',
      'zh-CN':
        '授权库 {path} 在检查并确认之后发生了变化，因此未加载任何内容。请查明是什么替换了该文件；若是厂商的新版本，请在授权视图中再次确认（“确认库”）。',
    },
  },
  LICENSEVENDOR_LIBRARY_NOT_APPROVED: {
    category: 'usage',
    details: ['path', 'abiProfile'],
    words: {
      en: 'The license library {path} (ABI profile {abiProfile}) has not been confirmed on this computer, so nothing was loaded. In the License view press “Confirm library” and confirm it in the console’s own dialog (in a browser: type the code the console prints in the terminal where it runs). On the command line, give it with --vendor-library <path> (and --abi-profile <path>).',
      'zh-CN':
        '授权库 {path}（ABI 配置文件 {abiProfile}）尚未在本机确认，因此未加载任何内容。请在授权视图中点击“确认库”，并在控制台自己的对话框中确认（在浏览器中：输入控制台在其运行的终端中打印的代码）。命令行中请用 --vendor-library <路径>（以及 --abi-profile <路径>）指定。',
    },
  },
  LICENSEVENDOR_APPROVAL_CODE_WRONG: {
    category: 'usage',
    words: {
      en: 'That confirmation code is not the one the console printed, was already used or has expired, or the library settings changed since it was printed. Nothing was approved. Press “Confirm library” again and type the new code from the console’s terminal.',
      'zh-CN':
        '该确认代码不是控制台打印的代码、已被使用或已过期，或者打印之后库设置已更改。未确认任何内容。请再次点击“确认库”，并输入控制台终端中的新代码。',
    },
  },
  LICENSEVENDOR_APPROVAL_UNAVAILABLE: {
    category: 'usage',
    words: {
      en: 'This console has no window or terminal of its own in which to confirm a library. Give the library on the command line with --vendor-library <path> (and --abi-profile <path>).',
      'zh-CN': '此控制台没有自己的窗口或终端可用于确认库。请在命令行中用 --vendor-library <路径>（以及 --abi-profile <路径>）指定。',
    },
  },
  LICENSEVENDOR_PROFILE_UNREADABLE: {
    category: 'io',
    details: ['path'],
    words: {
      en: 'The ABI profile {path} cannot be read. Check the “ABI profile” field of the License view (command line: --abi-profile <path>).',
      'zh-CN': '无法读取 ABI 配置文件 {path}。请检查授权视图中的“ABI 配置文件”字段（命令行：--abi-profile <路径>）。',
    },
  },
  LICENSEVENDOR_PROFILE_INVALID: {
    category: 'validation',
    details: ['path', 'pointer', 'problem'],
    words: {
      en: 'The ABI profile {path} is invalid at {pointer}: {problem}. Correct the file or ask the vendor for the right profile.',
      'zh-CN': 'ABI 配置文件 {path} 在 {pointer} 处无效：{problem}。请修正该文件，或向厂商索取正确的配置文件。',
    },
  },
});
