import { describe, expect, test } from 'vitest';
import { readAuthBody, repeatedJsonKey } from './auth-body';

const post = (type: string, body: string) =>
  new Request('http://localhost/user/login', { method: 'POST', headers: { 'Content-Type': type }, body });

describe('repeatedJsonKey', () => {
  test('finds a top-level key given twice, whatever lies between', () => {
    expect(repeatedJsonKey('{"identifier":"decoy","password":"x","identifier":"member"}')).toBe('identifier');
    expect(repeatedJsonKey('{ "a" : 1 ,\n\t"a"\r\n: 2 }')).toBe('a');
    expect(repeatedJsonKey('{"a":{"b":1},"c":[{"d":2}],"a":3}')).toBe('a');
  });

  test('compares keys decoded: an escaped spelling is the same key', () => {
    expect(repeatedJsonKey('{"identifier":"a","\\u0069dentifier":"b"}')).toBe('identifier');
  });

  test('keys of nested objects, values that look like keys and strings in arrays are not top-level keys', () => {
    expect(repeatedJsonKey('{"a":{"x":1,"x":2}}')).toBeUndefined();
    expect(repeatedJsonKey('{"a":"a","b":"a"}')).toBeUndefined();
    expect(repeatedJsonKey('{"a":"\\"a\\":","b":"x\\\\","c":"}{"}')).toBeUndefined();
    expect(repeatedJsonKey('["a","a"]')).toBeUndefined();
    expect(repeatedJsonKey('[{"a":1,"a":2}]')).toBeUndefined();
    expect(repeatedJsonKey('"a"')).toBeUndefined();
    expect(repeatedJsonKey('{"identifier":"member","password":"x"}')).toBeUndefined();
  });
});

describe('readAuthBody', () => {
  test('reads JSON and form fields as their doors do', async () => {
    const json = await readAuthBody(post('application/json; charset=utf-8', '{"identifier":"member","password":"x"}'));
    expect(json).toEqual({
      fields: new Map([
        ['identifier', 'member'],
        ['password', 'x'],
      ]),
    });
    const form = await readAuthBody(post('application/x-www-form-urlencoded', 'identifier=member&password=x'));
    expect(form).toEqual({
      fields: new Map([
        ['identifier', 'member'],
        ['password', 'x'],
      ]),
    });
  });

  test('reports the first name a form or a JSON body gives twice, and no fields with it', async () => {
    const form = await readAuthBody(post('application/x-www-form-urlencoded', 'identifier=decoy1&identifier=member&password=x'));
    expect(form).toEqual({ fields: new Map(), repeated: 'identifier' });
    const multipart = new FormData();
    multipart.append('email', 'a@example.cz');
    multipart.append('email', 'b@example.cz');
    const req = new Request('http://localhost/user/forgot-password', { method: 'POST', body: multipart });
    expect(await readAuthBody(req)).toEqual({ fields: new Map(), repeated: 'email' });
    const json = await readAuthBody(post('application/json', '{"email":"a@example.cz","email":"b@example.cz"}'));
    expect(json).toEqual({ fields: new Map(), repeated: 'email' });
  });

  test('a name like a property of every object is a name like any other', async () => {
    const form = await readAuthBody(post('application/x-www-form-urlencoded', 'toString=a&constructor=b&__proto__=c'));
    expect(form.repeated).toBeUndefined();
    expect([...form.fields.keys()]).toEqual(['toString', 'constructor', '__proto__']);
  });

  test('a body no door reads is empty, and leaves the request readable', async () => {
    expect(await readAuthBody(post('application/json', '{"identifier":'))).toEqual({ fields: new Map() });
    expect(await readAuthBody(post('text/plain', 'identifier=member'))).toEqual({ fields: new Map() });
    expect(await readAuthBody(post('application/json', '["member"]'))).toEqual({ fields: new Map() });
    const req = post('application/json', '{"identifier":"member"}');
    await readAuthBody(req);
    expect(await req.json()).toEqual({ identifier: 'member' });
  });
});
