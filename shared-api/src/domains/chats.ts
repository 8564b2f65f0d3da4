// `@mv-admin/shared-api/chats`: this domain's schemas and types, and `chatsApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { chatCalls } from '../contract/chats';

export * from '../contract/chats';
export const chatsApi = bindCalls(chatCalls);
