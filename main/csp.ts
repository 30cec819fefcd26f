// The Content-Security-Policy of the renderer, the same for the Electron window and the web
// transport. No 'unsafe-eval': Vue templates are compiled at build time and ajv runs as
// precompiled standalone code. Inline styles are allowed because Element Plus positions popups
// with style attributes. connect-src 'self' keeps the page from reaching anything but main.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');
