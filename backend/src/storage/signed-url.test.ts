import { decodeJwt } from 'jose';
import { StorageError } from './errors';
import { signObjectToken, signRenderToken, verifyObjectToken, verifyRenderToken } from './signed-url';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const ONE_DAY = 86_400;

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(StorageError);
    return { code: (error as StorageError).code, message: (error as StorageError).message };
  }
  throw new Error('expected a refusal');
}

test('a token carries exactly {url, iat, exp} and verifies for its object', async () => {
  const token = await signObjectToken(SECRET, 'docs', 'u/a.txt', 60, 1_000_000);
  expect(decodeJwt(token)).toEqual({ url: 'docs/u/a.txt', iat: 1_000_000, exp: 1_000_060 });
  const fresh = await signObjectToken(SECRET, 'docs', 'u/a.txt', 60);
  await expect(verifyObjectToken(SECRET, fresh, 'docs', 'u/a.txt', ONE_DAY)).resolves.toBeUndefined();
});

test('expired, foreign, malformed, missing and misdirected tokens are refused', async () => {
  const expired = await signObjectToken(SECRET, 'docs', 'u/a.txt', 60, Math.floor(Date.now() / 1000) - 120);
  expect(await refusal(verifyObjectToken(SECRET, expired, 'docs', 'u/a.txt', ONE_DAY))).toEqual({ code: 'InvalidJWT', message: 'jwt expired' });

  const foreign = await signObjectToken(`${SECRET}-other`, 'docs', 'u/a.txt', 60);
  expect(await refusal(verifyObjectToken(SECRET, foreign, 'docs', 'u/a.txt', ONE_DAY))).toEqual({ code: 'InvalidJWT', message: 'invalid signature' });

  expect(await refusal(verifyObjectToken(SECRET, 'not-a-jwt', 'docs', 'u/a.txt', ONE_DAY))).toEqual({ code: 'InvalidJWT', message: 'jwt malformed' });
  expect((await refusal(verifyObjectToken(SECRET, undefined, 'docs', 'u/a.txt', ONE_DAY))).code).toBe('InvalidSignature');

  const other = await signObjectToken(SECRET, 'docs', 'u/b.txt', 60);
  expect((await refusal(verifyObjectToken(SECRET, other, 'docs', 'u/a.txt', ONE_DAY))).code).toBe('InvalidSignature');
});

test('a token whose lifetime is over the ceiling is refused, even before it expires', async () => {
  const longLived = await signObjectToken(SECRET, 'docs', 'u/a.txt', ONE_DAY + 1);
  expect(await refusal(verifyObjectToken(SECRET, longLived, 'docs', 'u/a.txt', ONE_DAY))).toEqual({
    code: 'InvalidJWT',
    message: `signed URL lifetime is over the ${ONE_DAY}-second maximum`,
  });
  const atCeiling = await signObjectToken(SECRET, 'docs', 'u/a.txt', ONE_DAY);
  await expect(verifyObjectToken(SECRET, atCeiling, 'docs', 'u/a.txt', ONE_DAY)).resolves.toBeUndefined();
});

test('a rendition token binds its transformations and does not open the original; a plain token renders with none', async () => {
  const rendition = await signRenderToken(SECRET, 'docs', 'u/a.png', 60, 'width:20,height:10', 1_000_000);
  expect(decodeJwt(rendition)).toEqual({ url: 'docs/u/a.png', transformations: 'width:20,height:10', iat: 1_000_000, exp: 1_000_060 });
  const fresh = await signRenderToken(SECRET, 'docs', 'u/a.png', 60, 'width:20');
  await expect(verifyRenderToken(SECRET, fresh, 'docs', 'u/a.png', ONE_DAY)).resolves.toBe('width:20');
  expect((await refusal(verifyObjectToken(SECRET, fresh, 'docs', 'u/a.png', ONE_DAY))).code).toBe('InvalidSignature');
  expect((await refusal(verifyRenderToken(SECRET, fresh, 'docs', 'u/b.png', ONE_DAY))).code).toBe('InvalidSignature');
  const plain = await signObjectToken(SECRET, 'docs', 'u/a.png', 60);
  await expect(verifyRenderToken(SECRET, plain, 'docs', 'u/a.png', ONE_DAY)).resolves.toBe('');
});
