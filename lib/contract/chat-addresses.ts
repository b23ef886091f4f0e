// The live chat's calls as the browser names them (no zod: docs/architecture.md#house-rules).
import { addressOf } from './address';
import type { chatCloseCall, chatSendCall, chatStartCall, chatStreamCall, chatViewCall } from './calls/chat';

export const chatStart = addressOf<typeof chatStartCall>('POST', '/api/chat/start');
export const chatView = addressOf<typeof chatViewCall>('POST', '/api/chat/view');
export const chatSend = addressOf<typeof chatSendCall>('POST', '/api/chat/send');
export const chatClose = addressOf<typeof chatCloseCall>('POST', '/api/chat/close');
export const chatStream = addressOf<typeof chatStreamCall>('POST', '/api/chat/stream');
