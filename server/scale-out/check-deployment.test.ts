import { describe, expect, it } from 'vitest';
import { assertDeployment, checkDeployment } from './check-deployment';

const complete = {
  several: true,
  databaseUrl: 'postgres://db/innoweek',
  redisUrl: 'redis://cache:6379',
  sharedStorage: true,
  sessionSecretConfigured: true,
};

describe('checkDeployment', () => {
  it('accepts one process with nothing shared: the default', () => {
    expect(checkDeployment({ several: false, databaseUrl: undefined, redisUrl: undefined, sharedStorage: false })).toEqual([]);
  });

  it('accepts several processes with PostgreSQL, Redis, shared storage and a fixed session secret', () => {
    expect(checkDeployment(complete)).toEqual([]);
  });

  it('refuses several processes on the embedded database', () => {
    expect(checkDeployment({ ...complete, databaseUrl: undefined })).toEqual([expect.stringContaining('DATABASE_URL')]);
  });

  it('refuses several processes without Redis', () => {
    expect(checkDeployment({ ...complete, redisUrl: undefined })).toEqual([expect.stringContaining('REDIS_URL')]);
  });

  it('refuses several processes with uploads on local disk', () => {
    expect(checkDeployment({ ...complete, sharedStorage: false })).toEqual([expect.stringContaining('shared storage')]);
  });

  it('refuses several processes with a generated session secret', () => {
    expect(checkDeployment({ ...complete, sessionSecretConfigured: false })).toEqual([expect.stringContaining('SESSION_SECRET')]);
  });

  it('lists every problem at once in one start-up message', () => {
    const facts = {
      several: true,
      databaseUrl: undefined,
      redisUrl: undefined,
      sharedStorage: false,
      sessionSecretConfigured: false,
    };
    expect(checkDeployment(facts)).toHaveLength(4);
    expect(() => assertDeployment(facts)).toThrow(
      /Refusing to start:\n- SCALE_OUT needs DATABASE_URL.*\n- SCALE_OUT needs REDIS_URL/s,
    );
    expect(() => assertDeployment(complete)).not.toThrow();
  });
});
