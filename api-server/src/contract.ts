// The server reads only the contract part of shared-api: its root entry is the browser client
// (ky, the auth store), which the server has no use for.
export * from '@mv-admin/shared-api/contract';
