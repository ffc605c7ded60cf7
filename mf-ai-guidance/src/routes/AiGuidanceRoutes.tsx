import { Route, Routes } from 'react-router-dom';
import { AiGuidancePage } from '../features/ai-guidance/AiGuidancePage';
import { TestChatPage } from '../features/test-chat/TestChatPage';
import { OwnedRoutesIndex } from '@shalom/shared/remote';

/** Paths this remote owns (the shell's route table mounts it on exactly these). */
export const OWNED_PATHS = ['/ai', '/test-chat'] as const;

export function AiGuidanceRoutes() {
  return (
    <Routes>
      <Route path="/ai" element={<AiGuidancePage />} />
      <Route path="/test-chat" element={<TestChatPage />} />
      {/* Only reachable when running alone: the shell mounts this remote on its own paths. */}
      <Route path="*" element={<OwnedRoutesIndex remoteName="mf-ai-guidance" paths={OWNED_PATHS} />} />
    </Routes>
  );
}
