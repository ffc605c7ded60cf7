/** The slice of the supabase client needed to ask the database whether the caller is staff. */
export interface StaffRoleReader {
  rpc(fn: 'is_staff'): PromiseLike<{ data: unknown; error: unknown }>;
}

/**
 * Asks `rpc('is_staff')`. Anything but a clear `true` (missing function, network or RLS error)
 * means not staff: the admin screen then says so instead of crashing. The database enforces the
 * real rule; this only decides what to show.
 */
export async function fetchIsStaff(client: StaffRoleReader): Promise<boolean> {
  try {
    const { data, error } = await client.rpc('is_staff');
    if (error) {
      console.warn('[staff] is_staff check failed; treating caller as not staff', error);
      return false;
    }
    return data === true;
  } catch (error) {
    console.warn('[staff] is_staff check failed; treating caller as not staff', error);
    return false;
  }
}
