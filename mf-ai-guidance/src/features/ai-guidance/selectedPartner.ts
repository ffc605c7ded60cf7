// Spec §3 local flags: selectedPartner in session storage ('' = chosen "no partner").
const KEY = 'selectedPartner';

export function rememberedPartner(): string | null | undefined {
  try {
    const value = window.sessionStorage.getItem(KEY);
    return value === null ? undefined : value === '' ? null : value;
  } catch {
    return undefined;
  }
}

export function rememberPartner(partner: string | null): void {
  try {
    window.sessionStorage.setItem(KEY, partner ?? '');
  } catch {
    // private mode without storage: the choice lasts for this page only
  }
}
