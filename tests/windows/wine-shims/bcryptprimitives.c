/*
 * WINE SHIM (test harness only; never shipped). Wine 8.0 (Debian bookworm) has no
 * bcryptprimitives.dll, whose ProcessPrng every Windows 10 has and which Go programs (esbuild) and
 * Rust programs (the keyring module, @napi-rs/keyring) import for random bytes: without it they do
 * not load. This DLL exports ProcessPrng over RtlGenRandom (advapi32's SystemFunction036), which Wine
 * has. tests/windows/wine.ts builds it with x86_64-w64-mingw32-gcc and puts it in the prefix's
 * system32.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
  while (length > 0) {
    ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
    if (!SystemFunction036(data, chunk)) return FALSE;
    data += chunk;
    length -= chunk;
  }
  return TRUE;
}
