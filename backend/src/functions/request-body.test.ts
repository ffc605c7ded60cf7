import { BodyTooLargeError, readBody } from './request-body';

test('reads a body up to the limit', async () => {
  const body = await readBody(new Request('http://x', { method: 'POST', body: 'shalom' }), 6);
  expect(new TextDecoder().decode(body)).toBe('shalom');
});

test('GET has no body', async () => {
  expect(await readBody(new Request('http://x'), 10)).toBeUndefined();
});

test('refuses a declared or streamed body past the limit', async () => {
  const declared = new Request('http://x', { method: 'POST', body: 'x'.repeat(11), headers: { 'content-length': '11' } });
  await expect(readBody(declared, 10)).rejects.toBeInstanceOf(BodyTooLargeError);
  const chunks = [new Uint8Array(6), new Uint8Array(6)];
  const streamed = new Request('http://x', {
    method: 'POST',
    body: new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);
  await expect(readBody(streamed, 10)).rejects.toBeInstanceOf(BodyTooLargeError);
});
