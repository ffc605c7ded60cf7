import { fetchOnboardingRequired, isOnboardingRequired, type OnboardingProfile, type ProfileReader } from './onboardingStatus';

const complete: OnboardingProfile = {
  display_name: 'Sarah',
  first_name: 'Sarah',
  last_name: 'Levi',
  gender: 'female',
  date_of_birth: '1990-04-01',
  marital_status: 'married',
  num_children: 2,
};

describe('isOnboardingRequired', () => {
  it('is not required for a complete profile, and 0 children counts as present', () => {
    expect(isOnboardingRequired({ data: complete, error: null })).toBe(false);
    expect(isOnboardingRequired({ data: { ...complete, num_children: 0 }, error: null })).toBe(false);
  });

  it('is required when there is no profile yet', () => {
    expect(isOnboardingRequired({ data: null, error: null })).toBe(true);
  });

  it.each(['display_name', 'first_name', 'last_name', 'gender', 'date_of_birth', 'marital_status'] as const)(
    'is required when %s is missing, empty or blank',
    (field) => {
      expect(isOnboardingRequired({ data: { ...complete, [field]: null }, error: null })).toBe(true);
      expect(isOnboardingRequired({ data: { ...complete, [field]: '' }, error: null })).toBe(true);
      expect(isOnboardingRequired({ data: { ...complete, [field]: '   ' }, error: null })).toBe(true);
      const { [field]: _dropped, ...without } = complete;
      expect(isOnboardingRequired({ data: without, error: null })).toBe(true);
    },
  );

  it('is required when num_children is absent', () => {
    expect(isOnboardingRequired({ data: { ...complete, num_children: null }, error: null })).toBe(true);
    const { num_children: _dropped, ...without } = complete;
    expect(isOnboardingRequired({ data: without, error: null })).toBe(true);
  });

  it('is required when the read failed, even if data came back', () => {
    expect(isOnboardingRequired({ data: complete, error: { message: 'permission denied' } })).toBe(true);
  });
});

describe('fetchOnboardingRequired', () => {
  function readerReturning(result: () => PromiseLike<{ data: OnboardingProfile | null; error: unknown }>) {
    const calls: string[] = [];
    const reader: ProfileReader = {
      from: (table) => ({
        select: (columns) => ({
          eq: (column, value) => {
            calls.push(`${table}|${columns}|${column}=${value}`);
            return { maybeSingle: result };
          },
        }),
      }),
    };
    return { reader, calls };
  }

  it('selects the onboarding columns of the user by id', async () => {
    const { reader, calls } = readerReturning(async () => ({ data: complete, error: null }));
    await expect(fetchOnboardingRequired(reader, 'user-1')).resolves.toBe(false);
    expect(calls).toEqual([
      'profiles|display_name, first_name, last_name, gender, date_of_birth, marital_status, num_children|id=user-1',
    ]);
  });

  it('treats a thrown or returned read error as required and logs it', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = readerReturning(() => Promise.reject(new Error('network down')));
    await expect(fetchOnboardingRequired(failing.reader, 'user-1')).resolves.toBe(true);
    const erroring = readerReturning(async () => ({ data: null, error: { message: 'boom' } }));
    await expect(fetchOnboardingRequired(erroring.reader, 'user-1')).resolves.toBe(true);
    expect(consoleError).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
