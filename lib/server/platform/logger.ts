import pino from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * LOG_LEVEL, or info (silent in tests). A value pino does not know would throw here, as this module
 * loads, with a message that does not name the variable: it logs at info until the start's check
 * (lib/server/platform/config.ts) stops the server with one that does.
 */
function levelOf(env: NodeJS.ProcessEnv): LogLevel {
  const level = LOG_LEVELS.find((known) => known === env.LOG_LEVEL);
  return level ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
}

/** The server's structured log (pino, JSON lines on stdout). */
export const logger = pino({
  level: levelOf(process.env),
  base: { service: 'oculo' },
  redact: ['req.headers.authorization', 'password', '*.password', 'token', '*.token'],
});
