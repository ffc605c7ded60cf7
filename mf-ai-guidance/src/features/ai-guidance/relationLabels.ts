import { aiGuidanceCatalog } from '../../i18n/catalog';

const { msg } = aiGuidanceCatalog;

export const RELATION_LABEL = {
  partner_pre_marriage: msg('relation.partner_pre_marriage'),
  spouse: msg('relation.spouse'),
  ex_spouse: msg('relation.ex_spouse'),
  parent: msg('relation.parent'),
  child: msg('relation.child'),
  sibling: msg('relation.sibling'),
  friend: msg('relation.friend'),
  other: msg('relation.other'),
} as const;

export function relationKey(type: string) {
  return RELATION_LABEL[type as keyof typeof RELATION_LABEL] ?? RELATION_LABEL.other;
}
