// The client certificate a profile presents where a site demands mutual TLS: read within the call's
// limit and opened once, so that a wrong passphrase or key is the engineer's to fix, never the server's refusal.
import { createHash } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import { readBoundedFile } from '../files/bounded-read';
import type { HttpClientCertificate } from './call';

/** A client certificate that cannot be used: a file unreadable or not what it should be, a wrong passphrase. */
export class ClientCertificateFailure extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/** What tls.connect needs to present a client certificate, and a hash that tells pools apart. */
export interface ClientIdentity {
  options: { cert: Buffer; key: Buffer; passphrase?: string } | { pfx: Buffer; passphrase?: string };
  key: string;
}

/**
 * Reads a client certificate through the bounded reader, within the call's limit, and opens it
 * once here, so that a wrong passphrase or a key of another certificate is the engineer's to fix
 * (HTTP_CLIENT_CERT_FILE) and never looks like the server's refusal.
 */
export async function readClientCertificate(certificate: HttpClientCertificate, deadline: AbortSignal): Promise<ClientIdentity> {
  const read = async (path: string): Promise<Buffer> => {
    try {
      return (await readBoundedFile(path, 'certificate', deadline)).bytes;
    } catch (error) {
      if (deadline.aborted) throw error;
      throw new ClientCertificateFailure(path, `${path} cannot be read (${(error as Error).message})`);
    }
  };
  const passphrase = certificate.passphrase === undefined || certificate.passphrase === '' ? {} : { passphrase: certificate.passphrase };
  let options: ClientIdentity['options'];
  let file: string;
  /** A PEM key that says it is encrypted: one OpenSSL cannot open is a passphrase matter, whatever its words. */
  let encryptedKey = false;
  if ('pkcs12File' in certificate) {
    file = certificate.pkcs12File;
    options = { pfx: await read(file), ...passphrase };
  } else {
    file = certificate.certFile;
    const [cert, key] = [await read(certificate.certFile), await read(certificate.keyFile)];
    if (!cert.includes('-----BEGIN CERTIFICATE-----'))
      throw new ClientCertificateFailure(certificate.certFile, `${certificate.certFile} holds no PEM certificate`);
    if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key.toString('latin1')))
      throw new ClientCertificateFailure(certificate.keyFile, `${certificate.keyFile} holds no PEM private key`);
    options = { cert, key, ...passphrase };
    encryptedKey = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(key.toString('latin1'));
  }
  try {
    createSecureContext(options);
  } catch (error) {
    throw new ClientCertificateFailure(file, clientCertificateProblem(error, certificate, encryptedKey));
  }
  const hash = createHash('sha256');
  for (const part of Object.values(options)) hash.update(part).update('\0');
  return { options, key: hash.digest('hex') };
}

/** Says what OpenSSL's refusal to open a client certificate means for the engineer. */
function clientCertificateProblem(error: unknown, certificate: HttpClientCertificate, encryptedKey: boolean): string {
  const text = `${systemCodeOf(error)} ${(error as Error).message}`;
  const where = 'pkcs12File' in certificate ? certificate.pkcs12File : certificate.keyFile;
  // OpenSSL 3 says an encrypted key it could not open in more than one way (bad decrypt, or its
  // decoders' "unsupported", depending on what else is on its error queue): the key says which it is.
  if (/mac verify failure|bad decrypt|BAD_DECRYPT|bad password/i.test(text) || (encryptedKey && /DECODER|unsupported/i.test(text))) {
    return certificate.passphrase
      ? `the passphrase does not open ${where}: enter its passphrase again in the site profile`
      : `${where} is protected by a passphrase: enter it in the site profile`;
  }
  if (/KEY_VALUES_MISMATCH|key values mismatch/i.test(text))
    return `${'keyFile' in certificate ? certificate.keyFile : where} is not the key of ${'certFile' in certificate ? certificate.certFile : where}: choose the key that belongs to the certificate`;
  return `${where} cannot be used as a client certificate (${(error as Error).message})`;
}

const systemCodeOf = (error: unknown): string => String((error as { code?: unknown }).code ?? '');
