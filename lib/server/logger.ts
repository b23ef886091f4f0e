import pino from 'pino';

/** The server's structured log (pino, JSON lines on stdout). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'oculo' },
  redact: ['req.headers.authorization', 'password', '*.password', 'token', '*.token'],
});
