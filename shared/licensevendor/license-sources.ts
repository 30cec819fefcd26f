// `licensevendor.url` read the way the vendor runtime reads it (licensevendor_abi.h, "URL argument
// forms"): one or more sources joined by commas, each cloud (`http(s)://…`), a group service on the
// site network (`<group scheme>://host:port`) or local licenses (`<local scheme>://…`). The schemes
// come from the ABI profile, since vendor builds differ.
import type { AbiProfile } from './abi-profile';

/** Where a source points. */
export type LicenseSourceKind = 'cloud' | 'group' | 'local';

/** One source of `licensevendor.url`. */
export type LicenseSource =
  | { kind: 'cloud' | 'group'; text: string; scheme: string; host: string; port: number; portGiven: boolean }
  | { kind: 'local'; text: string; scheme: string; path: string }
  | { kind: 'invalid'; text: string; scheme: string | null; problem: 'no-scheme' | 'unknown-scheme' | 'no-host' | 'bad-port' | 'empty' };

/** Splits and classifies every source of a `licensevendor.url` value. */
export function licenseSources(url: string, profile: Pick<AbiProfile, 'groupScheme' | 'localSchemes' | 'groupPort'>): LicenseSource[] {
  return url
    .split(',')
    .map((s) => s.trim())
    .map((text) => classify(text, profile));
}

function classify(text: string, profile: Pick<AbiProfile, 'groupScheme' | 'localSchemes' | 'groupPort'>): LicenseSource {
  if (text === '') return { kind: 'invalid', text, scheme: null, problem: 'empty' };
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(.*)$/s.exec(text);
  if (!match) return { kind: 'invalid', text, scheme: null, problem: 'no-scheme' };
  const scheme = (match[1] ?? '').toLowerCase();
  const rest = match[2] ?? '';
  if (profile.localSchemes.some((s) => s.toLowerCase() === scheme)) {
    return rest === '' ? { kind: 'invalid', text, scheme, problem: 'empty' } : { kind: 'local', text, scheme, path: rest };
  }
  const cloud = scheme === 'http' || scheme === 'https';
  if (!cloud && scheme !== profile.groupScheme.toLowerCase()) return { kind: 'invalid', text, scheme, problem: 'unknown-scheme' };
  const authority = /^[^/?#]*/.exec(rest)?.[0] ?? '';
  const bracketed = /^\[([0-9A-Fa-f:.]+)\](?::(.*))?$/.exec(authority);
  const plain = /^([^:@\s[\]]*)(?::(.*))?$/.exec(authority);
  const host = bracketed ? (bracketed[1] ?? '') : (plain?.[1] ?? '');
  const portText = bracketed ? bracketed[2] : plain ? plain[2] : undefined;
  if (!bracketed && !plain) return { kind: 'invalid', text, scheme, problem: 'no-host' };
  if (host === '' || !/^[A-Za-z0-9.\-_:]+$/.test(host)) return { kind: 'invalid', text, scheme, problem: 'no-host' };
  if (portText !== undefined && !(/^\d{1,5}$/.test(portText) && Number(portText) >= 1 && Number(portText) <= 65535)) {
    return { kind: 'invalid', text, scheme, problem: 'bad-port' };
  }
  const portGiven = portText !== undefined;
  const port = portGiven ? Number(portText) : cloud ? (scheme === 'https' ? 443 : 80) : profile.groupPort;
  return { kind: cloud ? 'cloud' : 'group', text, scheme, host, port, portGiven };
}
