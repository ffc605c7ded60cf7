import type { EventBus } from '../bus/eventBus';
import type { ShellNavigation } from '../navigation/shellNavigation';
import type { ShalomSupabaseClient } from '../supabase/supabaseClient';

/**
 * The single-spa custom props the shell passes to every remote's lifecycles. This is the contract
 * between independently deployed apps: add fields, never remove or retype them.
 */
export interface RemoteMountProps {
  /** The page's event bus (the shared singleton is only a backstop). */
  bus: EventBus;
  /** The page's one supabase client; remotes never create their own. */
  supabase: ShalomSupabaseClient;
  /** The shell's history: render from it, navigate through it. */
  navigation: ShellNavigation;
  /** Config key of the remote being mounted, e.g. "mf-messages". */
  remoteName: string;
  /** Tell the shell this remote failed to render, so it can show its fallback with Retry. */
  reportError(error: unknown): void;
}

/** True when the lifecycles run inside the shell (the props above are present). */
export function isMountedByShell(props: Partial<RemoteMountProps>): props is RemoteMountProps {
  return (
    typeof props.reportError === 'function' &&
    typeof props.navigation === 'object' &&
    props.navigation !== null &&
    typeof props.bus === 'object' &&
    props.bus !== null
  );
}
