import { format } from 'node:util';
import type { Logger } from './logger';

type ConsoleMethod = 'error' | 'warn' | 'info' | 'log' | 'debug';
const LEVELS: Record<ConsoleMethod, 'error' | 'warn' | 'info' | 'debug'> = {
  error: 'error',
  warn: 'warn',
  info: 'info',
  log: 'info',
  debug: 'debug',
};

/**
 * Every line the process writes becomes a JSON line of the log (issue 31, D5): what libraries
 * print with console (React Router's warning about a URL it cannot decode, React's errors), Node's
 * own warnings, and an error nothing caught, logged as fatal before the process ends as Node
 * would end it. Production only (server/main.ts): the development server keeps Vite's console.
 * Returns the undo, for tests.
 */
export function routeConsoleToLog(log: Logger, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  // The console object itself is what is replaced, not called (hence its methods by name).
  const target = console as unknown as Record<ConsoleMethod, (...args: unknown[]) => void>;
  const saved = { ...target };
  for (const method of Object.keys(LEVELS) as ConsoleMethod[]) {
    const level = LEVELS[method];
    target[method] = (...args: unknown[]) => {
      const err = args.find((a): a is Error => a instanceof Error);
      const rest = args.filter((a) => a !== err);
      if (err) log[level]({ err }, rest.length > 0 ? format(...rest) : err.message);
      else log[level](format(...args));
    };
  }
  // Node prints its warnings (deprecations, MaxListeners) to stderr itself unless they are taken.
  const nodeWarningListeners = process.listeners('warning');
  process.removeAllListeners('warning');
  const onWarning = (warning: Error & { code?: string }) =>
    log.warn({ warning: { name: warning.name, code: warning.code, stack: warning.stack } }, warning.message);
  process.on('warning', onWarning);
  const onUncaught = (err: unknown, origin: string) => {
    log.fatal({ err, origin }, 'uncaught error: the process ends');
    exit(1);
  };
  process.on('uncaughtException', onUncaught);
  return () => {
    Object.assign(target, saved);
    process.off('warning', onWarning);
    for (const listener of nodeWarningListeners) process.on('warning', listener);
    process.off('uncaughtException', onUncaught);
  };
}
