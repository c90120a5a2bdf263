import { lazy, type ComponentProps, type ComponentType } from 'react';
import type * as memberParts from '../../features/auth/components/header-account.tsx';
import { loadMemberCatalogue } from '../../i18n/i18n.ts';

type MemberHeaderParts = typeof memberParts;

/**
 * One of the header's parts for a member, fetched with the member texts the first time a page
 * shows it to a member: a visitor never downloads them. The header is drawn without Mantine's
 * provider, so each part brings its own (header-account.tsx).
 */
export function memberHeaderPart<Name extends keyof MemberHeaderParts>(name: Name) {
  return lazy(async () => {
    const [parts] = await Promise.all([import('../../features/auth/components/header-account.tsx'), loadMemberCatalogue()]);
    // Which part `name` picks is known only at the call, so TypeScript is told its props.
    return { default: parts[name] as ComponentType<ComponentProps<MemberHeaderParts[Name]>> };
  });
}
