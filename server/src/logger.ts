import pino from 'pino';

/**
 * Request logs carry method, path and status only: never bodies (they may hold health text),
 * never the Authorization header, and never the token inside a verification or unsubscribe link.
 */
export function redactUrl(url: string): string {
  const [pathname] = url.split('?');
  return (pathname ?? '').replace(/(\/(?:verify-email|unsubscribe)\/)[^/]+/, '$1[redacted]');
}

export function createLogger(level: string) {
  return pino({
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
