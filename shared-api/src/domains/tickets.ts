// `@mv-admin/shared-api/tickets`: this domain's schemas and types, and `ticketsApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { ticketCalls } from '../contract/tickets';

export * from '../contract/tickets';
export const ticketsApi = bindCalls(ticketCalls);
