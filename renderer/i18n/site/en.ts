// English texts of the site area (site client, profiles, person, visitor access, call log).
// Keys mirror site/zh-CN.ts; renderer/i18n/en.ts merges `siteErrors` into `errors`.

/** Words for the error codes of the HTTP client, the secrets store and the site client. */
export const siteErrors = {
  HTTP_BAD_URL: '"{url}" is not an http:// or https:// address. Correct it in the site profile.',
  HTTP_CA_FILE: 'The CA file of the profile cannot be used ({reason}). Choose a PEM certificate file that exists.',
  HTTP_CANCELLED: 'The call to {url} was cancelled before an answer arrived.',
  HTTP_DNS: 'The name {host} cannot be resolved ({method} {url}). Check the address in the profile and the laptop’s DNS or hosts file.',
  HTTP_REFUSED: '{host} refused the connection ({method} {url}). Check that the service is running and listening on that port.',
  HTTP_RESET: '{host} closed or reset the connection before the answer was complete ({method} {url}). Check the service’s logs, or a proxy or firewall in between.',
  HTTP_NETWORK: '{host} could not be reached ({reason}; {method} {url}). Check the cable, Wi-Fi or VPN and the address.',
  HTTP_CONNECT_TIMEOUT: '{host} did not accept a connection within {connectMs} ms ({method} {url}). Check the address, the network path and any firewall.',
  HTTP_RESPONSE_TIMEOUT: '{host} did not answer within {requestMs} ms ({method} {url}). The service may be overloaded or stuck: try again, or raise the profile’s request timeout.',
  HTTP_BODY_TIMEOUT: '{host} started an answer and then stalled; it was not complete after {requestMs} ms ({method} {url}). Try again and check the service’s logs.',
  HTTP_TLS_UNTRUSTED: 'The certificate of {host} is not trusted ({url}). Add the site’s CA file to the profile, or pin the certificate’s SHA-256 fingerprint.',
  HTTP_TLS_PIN_MISMATCH: 'The certificate of {host} (SHA-256 {presented}) does not match the fingerprint pinned in the profile. If the site renewed its certificate, pin the new one; otherwise do not connect.',
  HTTP_TLS_HOSTNAME: 'The certificate of {host} is not issued for that name ({url}). Use the host name the certificate names, or ask the site for a certificate that includes it.',
  HTTP_TLS_EXPIRED: 'The certificate of {host} is expired or not yet valid ({url}). Check the laptop’s clock, or ask the site for a renewed certificate.',
  HTTP_TLS_FAILED: 'The TLS handshake with {host} failed ({reason}). Check that the address should use https, and the profile’s TLS settings.',
  HTTP_TOO_LARGE: '{host} answered more than 8 MiB ({url}): this is not an answer of a site service. Check the address.',
  SECRETS_UNAVAILABLE: 'The secrets store ({holder}) failed: {message}',
};

