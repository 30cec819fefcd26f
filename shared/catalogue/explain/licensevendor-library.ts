// The licensevendor backend's library codes: the vendor library, its ABI profile and its approval on this laptop.
// Their explanations (usual causes, what to do next, the guide's page); their words are in codes/.
import { defineExplanations } from '../entry';
import type { licensevendorLibraryCodes } from '../codes/licensevendor-library';

export const licensevendorLibraryExplanations = defineExplanations<typeof licensevendorLibraryCodes>()({
  LICENSEVENDOR_LIBRARY_NOT_SET: {
    explain: {
      en: {
        causes: [
          'This laptop has never been given the vendor’s library (a fresh install, a new laptop, another data directory).',
          'On the command line, neither --vendor-library nor the saved setting of the state directory names one.',
        ],
        next: [
          'Copy the vendor’s library for this system to the laptop (from the vendor’s delivery), then set it in the Vendor library field of the License view and press “Save library settings”.',
          'Initialize again; on the command line give --vendor-library <path>.',
        ],
      },
      'zh-CN': {
        causes: [
          '本机从未设置过厂商库（新安装、新笔记本、其他数据目录）。',
          '在命令行中，既没有 --vendor-library，状态目录中也没有保存的设置。',
        ],
        next: [
          '把厂商为本系统提供的库复制到笔记本上（来自厂商交付物），在“授权”视图的“厂商库”字段中设置，然后点击“保存库设置”。',
          '再次初始化；在命令行中使用 --vendor-library <路径>。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_LIBRARY_LOAD: {
    explain: {
      en: {
        causes: [
          'The library is for another system or architecture (a Windows .dll on Linux, 32-bit on 64-bit, ARM on x86).',
          'A library it depends on is missing from the laptop (a vendor runtime or a system package).',
          'The path points at a file that was moved, or at a copy damaged on the USB stick.',
        ],
        next: [
          'Check that the library is the vendor’s build for this laptop’s system and architecture.',
          'Install what the vendor’s delivery note says the library needs, then set the path again in the Vendor library field and Initialize.',
          'If it still fails, send the reason shown and the laptop’s system version to the license vendor.',
        ],
      },
      'zh-CN': {
        causes: [
          '该库是为其他系统或架构构建的（在 Linux 上用 Windows 的 .dll、在 64 位上用 32 位、在 x86 上用 ARM）。',
          '笔记本上缺少它依赖的库（厂商运行库或系统软件包）。',
          '路径指向已移动的文件，或 U 盘上损坏的副本。',
        ],
        next: [
          '确认该库是厂商为本笔记本的系统和架构构建的版本。',
          '按厂商交付说明安装该库所需的组件，然后在“厂商库”字段中重新设置路径并初始化。',
          '如果仍然失败，请把显示的原因和笔记本系统版本发给许可厂商。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_LIBRARY_NOT_A_FILE: {
    explain: {
      en: {
        causes: ['The path names the vendor’s folder rather than the library file inside it, or a device.'],
        next: ['Set the path of the library file itself (.so, .dll or .dylib) in the Vendor library field, then Initialize again.'],
      },
      'zh-CN': {
        causes: ['路径指向的是厂商的文件夹而不是其中的库文件，或者指向了设备。'],
        next: ['在“厂商库”字段中设置库文件本身（.so、.dll 或 .dylib）的路径，然后再次初始化。'],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_LIBRARY_EXPORTS_MISSING: {
    explain: {
      en: {
        causes: [
          'The file is not the license library but another library of the vendor’s delivery (a helper, a dependency).',
          'The ABI profile is for another build of the library, so it names functions this build does not define.',
        ],
        next: [
          'Check with the vendor’s delivery note which file is the license library, and set that one.',
          'Set the ABI profile that came with this build in the ABI profile field (or leave it empty for the standard names), then Initialize again.',
        ],
      },
      'zh-CN': {
        causes: [
          '该文件不是许可库，而是厂商交付物中的另一个库（辅助库、依赖库）。',
          'ABI 配置文件属于该库的其他版本，因此列出了此版本未定义的函数。',
        ],
        next: [
          '按厂商交付说明确认哪个文件是许可库，并设置该文件。',
          '在“ABI 配置文件”字段中设置随此版本提供的 ABI 配置文件（标准名称则留空），然后再次初始化。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED: {
    explain: {
      en: {
        causes: [
          'The ABI profile was edited by hand or taken from somewhere other than the vendor, and names a system function or one function for two operations.',
        ],
        next: [
          'Use the ABI profile the vendor delivered for this build, unchanged, in the ABI profile field.',
          'If the vendor’s own profile is refused, send it to the vendor with this message.',
        ],
      },
      'zh-CN': {
        causes: ['ABI 配置文件被手工修改过，或不是来自厂商，其中列出了系统函数，或同一个函数用于两个操作。'],
        next: [
          '在“ABI 配置文件”字段中使用厂商为此版本提供的、未经改动的 ABI 配置文件。',
          '如果厂商自己的配置文件被拒绝，请把它连同此信息发给厂商。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_LIBRARY_REFUSED: {
    explain: {
      en: {
        causes: [
          'The path names a system or general-purpose library (the C library, glib, Python) instead of the vendor’s license library, often picked by mistake in the same folder.',
        ],
        next: [
          'Set the vendor’s license library file in the Vendor library field (see the vendor’s delivery note), then Initialize again.',
        ],
      },
      'zh-CN': {
        causes: ['路径指向的是系统库或通用库（C 库、glib、Python），而不是厂商的许可库，常因在同一文件夹中选错。'],
        next: ['在“厂商库”字段中设置厂商的许可库文件（见厂商交付说明），然后再次初始化。'],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_LIBRARY_SEARCH_PATH_REFUSED: {
    explain: {
      en: {
        causes: [
          'The vendor built the library to look for its dependencies beside itself or relative to the current folder (RPATH or RUNPATH), which would let a planted file be loaded with it.',
        ],
        next: [
          'Ask the license vendor for a build without a relative RPATH or RUNPATH, naming the search path shown.',
          'Meanwhile install its dependencies where the system looks for libraries.',
        ],
      },
      'zh-CN': {
        causes: ['厂商构建该库时，让它在自身旁边或相对当前文件夹的位置查找依赖（RPATH 或 RUNPATH），这会使被植入的文件随之加载。'],
        next: ['请许可厂商提供不含相对 RPATH 或 RUNPATH 的版本，并说明显示的搜索路径。', '在此期间，把其依赖安装到系统查找库的位置。'],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_LIBRARY_FORMAT: {
    explain: {
      en: {
        causes: [
          'The file is not a library: a zip of the vendor’s delivery, a text file, a truncated copy from a USB stick.',
          'It is a library for another system (a .dll on Linux, a .so on Windows).',
        ],
        next: [
          'Unpack the vendor’s delivery and set its .so (Linux) or .dll (Windows) file in the Vendor library field.',
          'If the copy may be damaged, copy it again from the original and Initialize again.',
        ],
      },
      'zh-CN': {
        causes: [
          '该文件不是库：厂商交付物的 zip、文本文件、从 U 盘复制时被截断的副本。',
          '它是其他系统的库（在 Linux 上用 .dll，在 Windows 上用 .so）。',
        ],
        next: [
          '解压厂商交付物，在“厂商库”字段中设置其 .so（Linux）或 .dll（Windows）文件。',
          '如果副本可能已损坏，请从原件重新复制后再次初始化。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_LIBRARY_CHANGED: {
    explain: {
      en: {
        causes: [
          'The library file was replaced after it was confirmed: a vendor update was copied over it, or a colleague put another build there.',
          'Something else changed it; the console refuses a library it did not confirm.',
        ],
        next: [
          'Find out what replaced the file.',
          'If it is a new build from the vendor, press Confirm library in the License view and check its path and SHA-256 before you confirm.',
        ],
      },
      'zh-CN': {
        causes: ['确认之后库文件被替换：复制了厂商的更新，或同事放了其他版本。', '其他原因改动了它；控制台拒绝加载未经确认的库。'],
        next: ['查清是什么替换了该文件。', '如果是厂商的新版本，请在“授权”视图中点击“确认库”，确认前核对其路径和 SHA-256。'],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_LIBRARY_NOT_APPROVED: {
    explain: {
      en: {
        causes: [
          'This library (or this path) has not been confirmed on this laptop yet: every vendor library is confirmed once, by the engineer, before it is loaded.',
          'The console’s data directory is new (a reinstall, a portable copy), so earlier confirmations are not here.',
        ],
        next: [
          'Press Confirm library in the License view, check the path and SHA-256 shown, and confirm in the console’s own dialog (in a browser, type the code the console printed in its terminal).',
          'Then Initialize again.',
        ],
      },
      'zh-CN': {
        causes: [
          '该库（或该路径）尚未在本机确认：每个厂商库在加载前都要由工程师确认一次。',
          '控制台的数据目录是新的（重装、便携副本），之前的确认不在这里。',
        ],
        next: [
          '在“授权”视图中点击“确认库”，核对显示的路径和 SHA-256，并在控制台自己的对话框中确认（在浏览器中，请输入控制台在终端打印的代码）。',
          '然后再次初始化。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_APPROVAL_CODE_WRONG: {
    explain: {
      en: {
        causes: [
          'The code was mistyped, an older code was used after a new one was printed, or it expired while you checked the library.',
          'The library path or ABI profile was changed after the code was printed.',
        ],
        next: ['Press Confirm library again and type the new code from the console’s terminal straight away.'],
      },
      'zh-CN': {
        causes: ['代码输入有误、在打印新代码后使用了旧代码，或在核对库时代码已过期。', '打印代码后更改了库路径或 ABI 配置文件。'],
        next: ['再次点击“确认库”，并立即输入控制台终端中的新代码。'],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_APPROVAL_UNAVAILABLE: {
    explain: {
      en: {
        causes: [
          'The console runs without a window and without a terminal of its own (as a service, or started by a script), so nobody can confirm a library through it.',
        ],
        next: [
          'Give the library on the command line with --vendor-library <path> (and --abi-profile <path>) when running site-console license.',
          'Or start the console in a terminal or with its window and confirm the library there.',
        ],
      },
      'zh-CN': {
        causes: ['控制台在没有窗口、也没有自己的终端的情况下运行（作为服务，或由脚本启动），因此无法通过它确认库。'],
        next: [
          '运行 site-console license 时，在命令行中用 --vendor-library <路径>（以及 --abi-profile <路径>）指定库。',
          '或在终端中或以窗口方式启动控制台，并在那里确认库。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_PROFILE_UNREADABLE: {
    explain: {
      en: {
        causes: ['The ABI profile file was moved, is on a USB stick that is not plugged in, or belongs to another user.'],
        next: [
          'Copy the ABI profile to a folder on the laptop, set its path in the ABI profile field (command line: --abi-profile <path>), and Initialize again.',
        ],
      },
      'zh-CN': {
        causes: ['ABI 配置文件已被移动、位于未插入的 U 盘上，或属于其他用户。'],
        next: [
          '把 ABI 配置文件复制到笔记本上的文件夹中，在“ABI 配置文件”字段中设置其路径（命令行：--abi-profile <路径>），然后再次初始化。',
        ],
      },
    },
    guide: 'license',
  },
  LICENSEVENDOR_PROFILE_INVALID: {
    explain: {
      en: {
        causes: [
          'The ABI profile was edited by hand and has a mistake at the place shown, or it is a profile for another version of the console or library.',
        ],
        next: [
          'Correct the file at the place shown, or take the vendor’s original profile again.',
          'If the vendor’s own profile is invalid, send it with this message to the license vendor.',
        ],
      },
      'zh-CN': {
        causes: ['ABI 配置文件被手工修改过，在所示位置有错误；或者它是为其他版本的控制台或库准备的。'],
        next: ['在所示位置修正该文件，或重新使用厂商的原始配置文件。', '如果厂商自己的配置文件无效，请把它连同此信息发给许可厂商。'],
      },
    },
    guide: 'license',
  },
});
