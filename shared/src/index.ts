// Public surface of @shalom/shared. It is a federation singleton, so everything exported here is
// bundled once per page: keep it lean (heavy modules are imported on demand inside). The form kit
// (Radix) is the subpath @shalom/shared/ui/form, bundled by the remotes that use it, so the
// landing page never loads it.
export * from './bus/busEvents';
export { getEventBus, type EventBus } from './bus/eventBus';
export * from './config/runtimeConfig';
export { loadSupabaseClient, getExistingSupabaseClient, type ShalomSupabaseClient } from './supabase/supabaseClient';
export { supabaseProjectOfPage } from './supabase/clientSlot';
export * from './session/onboardingStatus';
export * from './session/staffRole';
export * from './session/sessionFromAuth';
export * from './session/connectSessionToBus';
export { useSession } from './session/useSession';
export * from './guards/decideRouteAccess';
export * from './navigation/shellNavigation';
export * from './remote/remoteMountProps';
export { RemoteRenderFailure, type RemoteRenderFailureProps } from './remote/RemoteRenderFailure';
export { cn } from './ui/cn';
export { Spinner, type SpinnerProps } from './ui/Spinner';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './ui/Button';
export { ErrorFallback, type ErrorFallbackProps } from './ui/ErrorFallback';
export { PageIntro, type PageIntroProps } from './ui/PageIntro';
export type { Database } from './database.types';
export { RemoteServicesProvider, useRemoteServices, type RemoteServices } from './remote/RemoteServices';
export { startStandalone } from './remote/startStandalone';
export { createMemoryShellNavigation } from './navigation/memoryShellNavigation';
