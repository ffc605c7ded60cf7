// test-model-communication-coach: a test-chat model — a named configuration of the guide engine
// (persona, corpus slice, model) in ../_shared/test-chat/models.ts.
import { TEST_CHAT_MODELS, testChatHandler } from '../_shared/test-chat/index.ts';

export default testChatHandler(TEST_CHAT_MODELS.communicationCoach);
