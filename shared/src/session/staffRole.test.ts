import { fetchIsStaff, type StaffRoleReader } from './staffRole';

function reader(answer: () => PromiseLike<{ data: unknown; error: unknown }>): StaffRoleReader {
  return { rpc: () => answer() };
}

describe('fetchIsStaff', () => {
  it('is staff only when the database answers true', async () => {
    await expect(fetchIsStaff(reader(async () => ({ data: true, error: null })))).resolves.toBe(true);
    await expect(fetchIsStaff(reader(async () => ({ data: false, error: null })))).resolves.toBe(false);
    await expect(fetchIsStaff(reader(async () => ({ data: 'true', error: null })))).resolves.toBe(false);
  });

  it('treats a missing function or a failed call as not staff, without throwing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missing = { data: null, error: { code: 'PGRST202', message: 'Could not find the function public.is_staff' } };
    await expect(fetchIsStaff(reader(async () => missing))).resolves.toBe(false);
    await expect(fetchIsStaff(reader(() => Promise.reject(new TypeError('Failed to fetch'))))).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
