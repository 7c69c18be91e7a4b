import { describe, expect, it } from 'vitest';
import { checkHealth } from './check-health';

describe('checkHealth', () => {
  it('is ok when every dependency answers', async () => {
    expect(await checkHealth({ database: async () => {}, storage: async () => {} })).toEqual({
      status: 'ok',
      checks: { database: 'up', storage: 'up' },
    });
  });

  it('is unavailable when one fails or hangs, names which, and logs why without answering it', async () => {
    const logged: string[] = [];
    const health = await checkHealth(
      {
        database: async () => {},
        redis: () => new Promise(() => {}),
        storage: async () => {
          throw new Error('EACCES /srv/uploads');
        },
      },
      { timeoutMs: 50, log: (m) => logged.push(m) },
    );
    expect(health).toEqual({ status: 'unavailable', checks: { database: 'up', redis: 'down', storage: 'down' } });
    expect(JSON.stringify(health)).not.toContain('EACCES');
    expect(logged.sort()).toEqual([
      'Health check redis failed: no answer within 50 ms',
      'Health check storage failed: EACCES /srv/uploads',
    ]);
  });
});
