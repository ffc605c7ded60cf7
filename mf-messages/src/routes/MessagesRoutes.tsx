import { Route, Routes } from 'react-router-dom';
import { AiCommunicationsPage, ConversationPage, MessagesPage } from '../features/conversations/MessagesPages';
import { OwnedRoutesIndex } from '@shalom/shared/remote';

/** Paths this remote owns (the shell's route table mounts it on exactly these). */
export const OWNED_PATHS = ['/messages', '/messages/:id', '/messages/ai/:id'] as const;

export function MessagesRoutes() {
  return (
    <Routes>
      <Route path="/messages" element={<MessagesPage />} />
      <Route path="/messages/:id" element={<ConversationPage />} />
      <Route path="/messages/ai/:id" element={<AiCommunicationsPage />} />
      {/* Only reachable when running alone: the shell mounts this remote on its own paths. */}
      <Route path="*" element={<OwnedRoutesIndex remoteName="mf-messages" paths={OWNED_PATHS} />} />
    </Routes>
  );
}
