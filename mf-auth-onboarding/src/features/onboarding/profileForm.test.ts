import {
  buildProfileInsert,
  buildProfileUpdate,
  emptyProfileForm,
  findMissingRequired,
  isStorableChildrenCount,
  profileToForm,
  type ProfileFormValues,
  type ProfileRow,
} from './profileForm';

const USER = 'user-1';

const filled: ProfileFormValues = {
  ...emptyProfileForm('Asia/Jerusalem'),
  displayName: ' Rivka ',
  firstName: 'Rivka',
  lastName: 'Cohen',
  gender: 'female',
  dateOfBirth: new Date(1988, 6, 14),
  maritalStatus: 'married',
  numChildren: '3',
  observanceChoice: 'modern_orthodox',
  lifeStage: 'young_family',
  languages: ['English', 'Hebrew'],
  location: 'Israel',
  consent: true,
};

const storedRow: ProfileRow = {
  id: USER,
  display_name: 'Rivka',
  first_name: 'Rivka',
  last_name: 'Cohen',
  gender: 'female',
  birth_year: 1988,
  date_of_birth: '1988-07-14',
  marital_status: 'married',
  num_children: 3,
  observance_level: 'modern_orthodox',
  life_stage: 'young_family',
  languages: ['English'],
  location: 'Israel',
  timezone: null,
  consent: false,
  ui_language: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('findMissingRequired', () => {
  it('names every empty required field in form order', () => {
    const empty = { ...emptyProfileForm('UTC'), numChildren: '' };
    expect(findMissingRequired(empty)).toEqual([
      'Display name',
      'First name',
      'Last name',
      'Gender',
      'Date of birth',
      'Marital status',
      'Number of children',
    ]);
  });

  it('trims text, and accepts 0 children', () => {
    expect(findMissingRequired({ ...filled, firstName: '   ', numChildren: '0' })).toEqual(['First name']);
    expect(findMissingRequired(filled)).toEqual([]);
  });
});

describe('buildProfileInsert (create mode)', () => {
  it('sends every field, trimmed, birth year derived from the date, empty ones as null', () => {
    expect(buildProfileInsert(USER, filled)).toEqual({
      id: USER,
      display_name: 'Rivka',
      first_name: 'Rivka',
      last_name: 'Cohen',
      gender: 'female',
      birth_year: 1988,
      date_of_birth: '1988-07-14',
      marital_status: 'married',
      num_children: 3,
      observance_level: 'modern_orthodox',
      life_stage: 'young_family',
      languages: ['English', 'Hebrew'],
      location: 'Israel',
      timezone: 'Asia/Jerusalem',
      consent: true,
    });
    const sparse = buildProfileInsert(USER, { ...filled, lifeStage: '', location: '', languages: [], timezone: ' ' });
    expect(sparse).toMatchObject({ life_stage: null, location: null, languages: null, timezone: null });
  });

  it('stores the Please specify text for Other, or other when it is blank', () => {
    expect(buildProfileInsert(USER, { ...filled, observanceChoice: 'other', observanceOther: ' Chabad-inspired ' }).observance_level).toBe(
      'Chabad-inspired',
    );
    expect(buildProfileInsert(USER, { ...filled, observanceChoice: 'other', observanceOther: '' }).observance_level).toBe('other');
  });
});

describe('buildProfileUpdate (update mode)', () => {
  it('sends every field the user can edit, and no locked name', () => {
    const update = buildProfileUpdate(
      { ...filled, maritalStatus: 'divorced', numChildren: '5', languages: ['Yiddish'], consent: false },
      storedRow,
    );
    expect(update).toEqual({
      marital_status: 'divorced',
      num_children: 5,
      observance_level: 'modern_orthodox',
      life_stage: 'young_family',
      languages: ['Yiddish'],
      location: 'Israel',
      timezone: 'Asia/Jerusalem',
      consent: false,
      gender: 'female',
      birth_year: 1988,
      date_of_birth: '1988-07-14',
    });
  });

  it('stores no languages as null, as create mode does', () => {
    expect(buildProfileUpdate({ ...filled, languages: [] }, storedRow)).toMatchObject({ languages: null });
  });

  it('leaves gender out when it is not set', () => {
    expect(buildProfileUpdate({ ...filled, gender: '' }, storedRow)).not.toHaveProperty('gender');
  });

  it('sends a name only when the stored profile lacks it (a half-finished profile)', () => {
    const update = buildProfileUpdate({ ...filled, lastName: 'Katz' }, { ...storedRow, last_name: null });
    expect(update).toMatchObject({ last_name: 'Katz' });
    expect(update).not.toHaveProperty('first_name');
    expect(update).not.toHaveProperty('display_name');
  });
});

describe('profileToForm', () => {
  it('shows a stored observance outside the list as Other with its text (round trip)', () => {
    const form = profileToForm({ ...storedRow, observance_level: 'Chabad-inspired' });
    expect(form).toMatchObject({ observanceChoice: 'other', observanceOther: 'Chabad-inspired' });
    expect(buildProfileUpdate(form, storedRow).observance_level).toBe('Chabad-inspired');
  });

  it('keeps known values, and defaults an empty timezone to the browser one', () => {
    const form = profileToForm(storedRow, 'America/New_York');
    expect(form).toMatchObject({ observanceChoice: 'modern_orthodox', observanceOther: '', timezone: 'America/New_York', numChildren: '3' });
    expect(form.dateOfBirth?.getFullYear()).toBe(1988);
  });
});

describe('isStorableChildrenCount', () => {
  it.each(['0', '3', ' 12 ', '99'])('takes %p', (text) => {
    expect(isStorableChildrenCount(text)).toBe(true);
  });

  it.each(['-1', '1.5', '1e2', '100', '2147483648', 'abc'])('refuses %p', (text) => {
    expect(isStorableChildrenCount(text)).toBe(false);
  });
});
