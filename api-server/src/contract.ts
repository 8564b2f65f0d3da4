// The server reads only the contract part of shared-api: its index also exports the browser
// client (ky, zustand, React Query), which the server has no use for.
export * from '@mv-admin/shared-api/src/contract';
